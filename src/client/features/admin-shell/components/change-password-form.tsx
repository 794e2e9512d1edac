import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { authApi } from '../../../../contracts/auth';
import { STAFF_PASSWORD_MIN } from '../../../../contracts/passwords';
import { LabelledInput } from '../../../components/forms/labelled-input';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { call, parseApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { staffSessionQuery } from '../api/session';
import { useLogout } from './use-logout';

/** Shown instead of any back-office screen while an admin requires this person to choose a new password. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useMutation({
    mutationFn: async () => {
      await call(authApi.changeOwnPassword, { body: { currentPassword: current, newPassword: next } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffSessionQuery().queryKey }),
  });
  const mismatch = confirm.length > 0 && confirm !== next;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirm) return;
    try {
      await change.mutateAsync();
      toast({ title: 'Password changed successfully' });
    } catch (error) {
      toast({
        title: 'Error',
        // The server's reason, field by field: the current password, or why the new one is refused.
        description: parseApiError(error) ? serverMessage(error) : 'Failed to change password',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 shadow-lift">
        <KeyRound aria-hidden="true" className="size-8 text-brand-700" />
        <h2 className="mt-3 text-2xl font-bold text-navy-900">Choose a new password</h2>
        <p className="mt-1 text-slate-600">An administrator asked you to set a new password before you continue.</p>
        <form onSubmit={onSubmit} className="mt-6 space-y-4">
          <LabelledInput
            id="current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onValueChange={setCurrent}
          />
          <LabelledInput
            id="new-password"
            label="New Password"
            hint={`Password must be at least ${STAFF_PASSWORD_MIN} characters`}
            type="password"
            autoComplete="new-password"
            required
            minLength={STAFF_PASSWORD_MIN}
            value={next}
            onValueChange={setNext}
          />
          <LabelledInput
            id="confirm-password"
            label="Confirm New Password"
            error={mismatch ? "Passwords don't match" : undefined}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onValueChange={setConfirm}
          />
          <div className="flex justify-between gap-2">
            <Button variant="ghost" onClick={() => void logout.run()}>
              Logout
            </Button>
            <Button type="submit" disabled={next.length < STAFF_PASSWORD_MIN || mismatch || change.isPending}>
              Save New Password
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
