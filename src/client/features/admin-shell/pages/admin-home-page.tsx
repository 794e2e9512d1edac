import { useStaffSession } from '../api/session';
import { AdminHome } from '../components/admin-home';
import { AdminProviders } from '../components/admin-providers';
import { ChangePasswordForm } from '../components/change-password-form';
import { LoginForm } from '../components/login-form';

function AdminGate() {
  const session = useStaffSession();
  if (session.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-label="Checking your session">
        <span
          className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
          aria-hidden="true"
        />
      </div>
    );
  }
  if (!session.data) return <LoginForm />;
  return session.data.passwordResetRequired ? <ChangePasswordForm /> : <AdminHome user={session.data} />;
}

/** /admin: the login gate, then the back office home. */
export default function AdminHomePage() {
  return (
    <AdminProviders>
      <AdminGate />
    </AdminProviders>
  );
}
