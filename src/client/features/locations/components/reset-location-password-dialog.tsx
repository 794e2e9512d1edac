import { PORTAL_PASSWORD_MIN } from '../../../../contracts/passwords';
import type { LocationItem } from '../../../../contracts/property-managers';
import { PasswordResetDialog } from '../../../components/forms/password-reset-dialog';
import { useResetLocationPassword } from '../api/locations';

/** "Reset Password" of a portal account: a new temporary password; open portal sessions end. */
export function ResetLocationPasswordDialog({
  location,
  onClose,
}: {
  location: LocationItem | null;
  onClose: () => void;
}) {
  const reset = useResetLocationPassword();
  if (!location) return null;
  return (
    <PasswordResetDialog
      id="location-new-password"
      description={`A new portal password for ${location.locationName} (${location.locationCode}). Tell the property manager; they choose their own at the next sign-in.`}
      minLength={PORTAL_PASSWORD_MIN}
      hint={`At least ${PORTAL_PASSWORD_MIN} characters`}
      failed="Failed to reset password"
      reset={(password) => reset.mutateAsync({ id: location.id, password })}
      onClose={onClose}
    />
  );
}
