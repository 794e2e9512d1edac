import { type FormEvent, useState } from 'react';
import type { LocationItem } from '../../../../contracts/property-managers';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { useResetLocationPassword } from '../api/locations';

const MIN = 8;

/** "Reset Password" of a portal account: a new temporary password; open portal sessions end. */
export function ResetLocationPasswordDialog({
  location,
  onClose,
}: {
  location: LocationItem | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const reset = useResetLocationPassword();
  if (!location) return null;
  const close = () => {
    setPassword('');
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reset.mutateAsync({ id: location.id, password });
      toast({ title: 'Password reset successfully' });
      close();
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to reset password: ${serverMessage(error)}`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="Reset Password"
        description={`A new portal password for ${location.locationName} (${location.locationCode}). Tell the property manager; they choose their own at the next sign-in.`}
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <Field id="location-new-password" label="New Password" required hint="At least 8 characters">
            <Input
              id="location-new-password"
              type="password"
              autoComplete="new-password"
              aria-describedby="location-new-password-hint"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={password.length < MIN || reset.isPending}>
              Reset Password
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
