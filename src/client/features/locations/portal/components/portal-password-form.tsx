import { KeyRound } from 'lucide-react';
import type { PortalLocation } from '../../../../../contracts/portal';
import { Button } from '../../../../components/ui/button';
import { PasswordChangeForm } from './password-change-form';
import { PortalFrame } from './portal-frame';
import { PortalNotice } from './portal-notice';
import { usePortalSignOut } from './use-portal-sign-out';

/**
 * First sign-in (decision 018): the temporary password from the welcome e-mail is replaced before anything else
 * of the portal opens.
 */
export function PortalPasswordForm({ location }: { location: PortalLocation }) {
  const signOut = usePortalSignOut();
  return (
    <PortalFrame>
      <PortalNotice className="mb-5" />
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <KeyRound aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">Choose your own password</h1>
      <p className="mt-1 text-slate-600">
        Welcome, {location.propertyManager}. You signed in to {location.locationName} with a temporary password: replace
        it with one only you know before you continue.
      </p>
      <div className="mt-6">
        <PasswordChangeForm
          name="Choose your own password"
          location={location}
          secondary={
            <Button variant="ghost" onClick={() => void signOut.run()} disabled={signOut.isPending}>
              Logout
            </Button>
          }
        />
      </div>
    </PortalFrame>
  );
}
