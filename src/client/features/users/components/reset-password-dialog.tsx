import { type FormEvent, useState } from 'react';
import { STAFF_PASSWORD_MIN } from '../../../../contracts/passwords';
import type { UserItem } from '../../../../contracts/users';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { useResetPassword } from '../api/users';

/**
 * "Reset Password" (docs/product/back-office.md, with decision 023's staff minimum of 12 characters): the button disabled below it; the
 * server also refuses a password that is easy to guess, and its message shows. The user is signed out everywhere.
 */
export function ResetPasswordDialog({ user, onClose }: { user: UserItem | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  if (!user) return null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reset.mutateAsync({ id: user.id, newPassword: password });
      toast({ title: 'Password reset successfully' });
      setPassword('');
      onClose();
    } catch (error) {
      toast({ title: 'Error resetting password', description: serverMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Reset Password"
        description={`A new password for ${user.firstName} ${user.lastName} (${user.email}).`}
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <Field
            id="reset-password"
            label="New Password"
            required
            hint={`Password must be at least ${STAFF_PASSWORD_MIN} characters long`}
          >
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              aria-describedby="reset-password-hint"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={password.length < STAFF_PASSWORD_MIN || reset.isPending}>
              Reset Password
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
