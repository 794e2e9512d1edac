import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { StaffRole } from '../../../../contracts/auth';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffSession } from '../api/session';
import { ChangePasswordForm } from './change-password-form';

/** Shows its content to a signed-in staff member; otherwise the please-log-in state (docs/product/back-office.md). */
export function RequireStaff({
  children,
  roles,
  signedOutTitle = 'Please log in to access this page',
}: {
  children: ReactNode;
  roles?: readonly StaffRole[];
  /** The signed-out heading; some screens have their own (docs/product/back-office.md: /admin-chatbot-training 'Authentication Required'). */
  signedOutTitle?: string;
}) {
  const session = useStaffSession();
  if (session.isPending) {
    return <Spinner label="Checking your session" className="py-16" />;
  }
  if (!session.data) {
    return (
      <div
        className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft"
        data-testid="please-log-in"
      >
        <LockKeyhole aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <p className="mt-3 text-lg font-semibold text-navy-900">{signedOutTitle}</p>
        <Link href="/admin" className={buttonClasses('primary', 'md', 'mt-5')}>
          Go to login
        </Link>
      </div>
    );
  }
  if (session.data.passwordResetRequired) return <ChangePasswordForm />;
  if (roles && !(roles as readonly string[]).includes(session.data.role)) {
    return (
      <div
        className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft"
        data-testid="not-allowed"
      >
        <LockKeyhole aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <p className="mt-3 text-lg font-semibold text-navy-900">Your role cannot open this page</p>
        <p className="mt-2 text-slate-600">Ask an administrator if you need access.</p>
        <Link href="/admin" className={buttonClasses('primary', 'md', 'mt-5')}>
          Back to the admin home
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
