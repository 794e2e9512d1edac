import { ArrowLeft, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { StaffRole } from '../../../../contracts/auth';
import { BrandMark } from '../../../components/layout/brand-mark';
import { Button } from '../../../components/ui/button';
import { AdminNav } from './admin-nav';
import { RequireStaff } from './require-staff';
import { useLogout } from './use-logout';

/**
 * The back office frame: the navigation bar with the current link highlighted, an optional back button
 * (default /admin-dashboard), Logout; the page itself only for a signed-in staff member.
 */
export function AdminLayout(props: {
  title: string;
  children: ReactNode;
  back?: string | false;
  actions?: ReactNode;
  /** The staff roles that may open the page (decision 007); all signed-in staff when omitted. */
  roles?: readonly StaffRole[];
  /** The signed-out heading when the screen has its own (see RequireStaff). */
  signedOutTitle?: string;
}) {
  const logout = useLogout();
  const back = props.back === undefined ? '/admin-dashboard' : props.back;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link href="/admin" className="flex items-center gap-2 rounded-lg" aria-label="Back office home">
            <BrandMark className="size-8" />
            <span className="font-bold text-navy-900">
              Elevate <span className="font-medium text-slate-600">Admin</span>
            </span>
          </Link>
          <Button variant="outline" size="sm" onClick={() => void logout.run()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
        <AdminNav />
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            {back ? (
              <Link
                href={back}
                className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200"
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
  );
}
