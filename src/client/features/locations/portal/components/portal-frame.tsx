import type { ReactNode } from 'react';
import { PortalBrand } from './portal-brand';

/** The navy backdrop of the portal's sign-in and first-password screens, with one white card. */
export function PortalFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 px-4 py-10">
      <div className="mb-6">
        <PortalBrand />
      </div>
      <main id="main" className="w-full max-w-md rounded-3xl bg-white p-6 shadow-lift sm:p-8">
        {children}
      </main>
    </div>
  );
}
