import { type FormEvent, useState } from 'react';
import { Dialog, DialogContent } from '../ui/dialog';
import { Field, Input } from '../ui/form-controls';
import { FormActions } from './form-actions';
import { type FailureToast, withToasts } from './with-toasts';

/**
 * "Reset Password" of an account: one new password, the button enabled from the minimum length on (the server
 * also refuses a password that is easy to guess, and its message shows), "Password reset successfully" once done.
 */
export function PasswordResetDialog(props: {
  /** Whose password it is and what follows (signed out everywhere, a new one at the next sign-in...). */
  description: string;
  minLength: number;
  hint: string;
  /** Names the field (`{id}`, its hint `{id}-hint`). */
  id: string;
  failed: FailureToast;
  reset: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPassword('');
    props.onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await withToasts(() => props.reset(password), 'Password reset successfully', props.failed);
    setBusy(false);
    if (done) close();
  };
  return (
    <Dialog open onOpenChange={(next) => !next && close()}>
      <DialogContent title="Reset Password" description={props.description}>
        <form onSubmit={onSubmit} className="space-y-4">
          <Field id={props.id} label="New Password" required hint={props.hint}>
            <Input
              id={props.id}
              type="password"
              autoComplete="new-password"
              aria-describedby={`${props.id}-hint`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <FormActions submitLabel="Reset Password" busy={busy || password.length < props.minLength} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
