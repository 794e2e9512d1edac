import { Spinner } from '../../../../components/ui/spinner';
import { usePortalSession } from '../api/session';
import { PortalDashboard } from './portal-dashboard';
import { PortalLoginForm } from './portal-login-form';
import { PortalPasswordForm } from './portal-password-form';

/**
 * Which portal screen shows: while the session cookie is checked a spinner (no flash of the login form on a
 * reload), then the login, the first-sign-in password change, or the dashboard.
 */
export function PortalGate() {
  const session = usePortalSession();
  if (session.isPending) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50">
        <Spinner label="Checking your session" />
      </main>
    );
  }
  const location = session.data;
  if (!location) return <PortalLoginForm />;
  if (location.passwordChangeRequired) return <PortalPasswordForm location={location} />;
  return <PortalDashboard session={location} />;
}
