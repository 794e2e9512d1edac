import { STAFF_PASSWORD_MIN } from '../../../../contracts/passwords';
import type { UserItem } from '../../../../contracts/users';
import { PasswordResetDialog } from '../../../components/forms/password-reset-dialog';
import { useResetPassword } from '../api/users';

/**
 * "Reset Password" (docs/product/back-office.md, with decision 023's staff minimum of 12 characters): the button disabled below it; the
 * server also refuses a password that is easy to guess, and its message shows. The user is signed out everywhere.
 */
export function ResetPasswordDialog({ user, onClose }: { user: UserItem | null; onClose: () => void }) {
  const reset = useResetPassword();
  if (!user) return null;
  return (
    <PasswordResetDialog
      id="reset-password"
      description={`A new password for ${user.firstName} ${user.lastName} (${user.email}).`}
      minLength={STAFF_PASSWORD_MIN}
      hint={`Password must be at least ${STAFF_PASSWORD_MIN} characters long`}
      failed={{ title: 'Error resetting password' }}
      reset={(newPassword) => reset.mutateAsync({ id: user.id, newPassword })}
      onClose={onClose}
    />
  );
}
