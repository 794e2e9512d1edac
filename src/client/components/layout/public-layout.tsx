import type { ReactNode } from 'react';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

/** Navigation bar, the page, and the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
