import { Link, useLocation } from 'wouter';
import type { StaffUser } from '../../../../contracts/auth';
import { BrandMark } from '../../../components/layout/brand-mark';
import { LogoutButton } from '../../../components/layout/logout-button';
import { cn } from '../../../lib/cn';
import { useWaitingCounts } from '../api/overview';
import { useLiveQueue } from '../live/use-live-queue';
import { adminGroups, currentAdminLink, linksFor } from './admin-links';
import { JumpToButton } from './command-palette';
import { useLogout } from './use-logout';

/**
 * The back office navigation: every screen the role may open, grouped by area, with the count of what waits
 * beside its screen (chats waiting for a person from the live queue), then the signed-in member and Logout. A column on desktop, the drawer's content on phones.
 */
export function AdminSidebar({ user, onNavigate }: { user: StaffUser; onNavigate?: () => void }) {
  const [location] = useLocation();
  const logout = useLogout();
  const waiting = useWaitingCounts(true).data;
  const waitingChats = useLiveQueue().queue?.waiting.length;
  const currentHref = currentAdminLink(location)?.href;
  return (
    <div className="flex h-full flex-col">
      <Link
        href="/admin"
        onClick={onNavigate}
        className="flex min-h-16 items-center gap-2 px-5"
        aria-label="Back office home"
      >
        <BrandMark className="size-8" />
        <span className="font-bold text-navy-900">
          Elevate <span className="font-medium text-slate-600">Back Office</span>
        </span>
      </Link>
      <div className="px-3 pb-2">
        <JumpToButton onOpen={onNavigate} />
      </div>
      <nav aria-label="Back office" className="flex-1 overflow-y-auto px-3 pb-4">
        {adminGroups.map((group) => {
          const links = linksFor(group.links, user.role);
          if (links.length === 0) return null;
          return (
            <div key={group.name} className="mt-4 first:mt-1">
              <p className="px-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{group.name}</p>
              <ul className="mt-1 space-y-0.5">
                {links.map((link) => {
                  const current = currentHref === link.href;
                  const count = link.waitingChats ? waitingChats : link.waiting ? waiting?.[link.waiting] : undefined;
                  return (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={onNavigate}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'flex min-h-11 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
                          current ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                        )}
                      >
                        <link.icon aria-hidden="true" className="size-4 shrink-0" />
                        <span className="flex-1">{link.label}</span>
                        {count ? (
                          <span
                            className={cn(
                              'min-w-6 rounded-full px-1.5 text-center text-xs font-semibold leading-5',
                              current
                                ? 'bg-white text-navy-900'
                                : link.waitingChats
                                  ? 'bg-amber-100 text-amber-900'
                                  : 'bg-brand-100 text-brand-800',
                            )}
                            data-testid={link.waitingChats ? 'waiting-chats' : `waiting-${link.waiting}`}
                          >
                            <span className="sr-only">, </span>
                            {count}
                            <span className="sr-only"> waiting</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="border-t border-slate-200 p-4">
        <p className="truncate text-sm font-semibold text-navy-900">
          {user.firstName} {user.lastName}
        </p>
        <p className="truncate text-xs text-slate-600">
          {user.email} · {user.role}
        </p>
        <LogoutButton signOut={logout} variant="outline" size="sm" className="mt-3 w-full" />
      </div>
    </div>
  );
}
