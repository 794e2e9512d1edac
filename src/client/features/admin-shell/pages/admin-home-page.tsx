import { Spinner } from '../../../components/ui/spinner';
import { useStaffSession } from '../api/session';
import { AdminHome } from '../components/admin-home';
import { AdminProviders } from '../components/admin-providers';
import { ChangePasswordForm } from '../components/change-password-form';
import { LoginForm } from '../components/login-form';

function AdminGate() {
  const session = useStaffSession();
  if (session.isPending) {
    return <Spinner label="Checking your session" className="min-h-screen" />;
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
