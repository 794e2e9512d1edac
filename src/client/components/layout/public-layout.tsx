import type { ReactNode } from 'react';
import { deferredSection } from './deferred-section';
import { NavBar } from './nav-bar';

// The footer is below the first screen of every page: its code loads as the visitor scrolls towards it.
const Footer = deferredSection(() => import('./footer').then((module) => module.Footer));

/** Navigation bar, the page, and the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
