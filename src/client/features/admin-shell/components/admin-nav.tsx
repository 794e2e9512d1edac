import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../../lib/cn';
import { adminLinks, currentAdminLink } from './admin-links';

/**
 * The admin navigation (docs/product/back-office.md) with the current link highlighted: one strip on wider screens; on phones a Menu
 * button opens the links as a list, closed again once a link is followed.
 */
export function AdminNav() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const currentHref = currentAdminLink(location)?.href;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the location changes
  useEffect(() => setOpen(false), [location]);
  return (
    <nav aria-label="Back office" className="border-t border-slate-100">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          className="inline-flex min-h-11 w-full items-center justify-between text-sm font-medium text-slate-700 md:hidden"
          aria-expanded={open}
          aria-controls="admin-nav-links"
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            Menu
            <span className="ml-2 text-slate-500">{currentAdminLink(location)?.label ?? ''}</span>
          </span>
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
        <ul
          id="admin-nav-links"
          className={cn('gap-0.5 pb-2 md:flex md:flex-wrap md:py-2', open ? 'flex flex-col' : 'hidden')}
        >
          {adminLinks.map((link) => {
            const current = currentHref === link.href;
            return (
              <li key={link.href} className="shrink-0">
                <Link
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex min-h-10 items-center rounded-lg px-2.5 text-sm font-medium transition-colors md:inline-flex',
                    current ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
