import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { StaffRole } from '../../../../contracts/auth';
import { BrandMark } from '../../../components/layout/brand-mark';
import { useStaffSession } from '../api/session';
import { useLiveQueue, useLiveQueueConnection } from '../live/use-live-queue';
import { useWaitingTitle } from '../live/use-waiting-title';
import { AdminDrawer } from './admin-drawer';
import { AdminSidebar } from './admin-sidebar';
import { CommandPalette } from './command-palette';
import { RequireStaff } from './require-staff';

/**
 * The back office frame of every staff screen, the home included (decision 033): the navigation as a column on
 * desktop and a drawer on narrower screens (shown once signed in), the page title with an optional back button and
 * actions, and the page itself only for a signed-in staff member allowed to open it. While chats wait for a
 * person, their count leads the tab title (docs/product/live-chat.md).
 */
export function AdminLayout(props: {
  title: string;
  children: ReactNode;
  /** A back button's target, e.g. the location list above a location's screen; none when omitted. */
  back?: string | false;
  actions?: ReactNode;
  /** The staff roles that may open the page (decision 007); all signed-in staff when omitted. */
  roles?: readonly StaffRole[];
  /** The signed-out heading when the screen has its own (see RequireStaff). */
  signedOutTitle?: string;
}) {
  const session = useStaffSession();
  const user = session.data && !session.data.passwordResetRequired ? session.data : null;
  // Every back-office page holds the live queue open: availability lasts while the back office is open.
  useLiveQueueConnection();
  useWaitingTitle(useLiveQueue().queue?.waiting.length ?? 0);
  const frame = (
    <div className="min-h-screen bg-slate-50 lg:flex">
      {user ? (
        <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
          <AdminSidebar user={user} />
        </aside>
      ) : null}
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-4 sm:px-6 lg:hidden">
          {user ? <AdminDrawer user={user} /> : null}
          <Link href="/admin" className="flex items-center gap-2 rounded-lg" aria-label="Back office home">
            <BrandMark className="size-8" />
            <span className="font-bold text-navy-900">
              Elevate <span className="font-medium text-slate-600">Back Office</span>
            </span>
          </Link>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              {props.back ? (
                <Link
                  href={props.back}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200"
                  aria-label="Back"
                >
                  <ArrowLeft aria-hidden="true" className="size-5" />
                </Link>
              ) : null}
              <h1 className="text-2xl font-bold text-navy-900">{props.title}</h1>
            </div>
            {props.actions}
          </div>
          <RequireStaff roles={props.roles} signedOutTitle={props.signedOutTitle}>
            {props.children}
          </RequireStaff>
        </main>
      </div>
    </div>
  );
  return <CommandPalette user={user}>{frame}</CommandPalette>;
}
