import type { ReactNode } from 'react';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

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
