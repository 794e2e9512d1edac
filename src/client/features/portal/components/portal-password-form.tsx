import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { type PortalLocation, type PortalPasswordRequest, portalPasswordRequest } from '../../../../contracts/portal';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { useChangePortalPassword } from '../api/session';
import { PortalFrame } from './portal-frame';
import { showServerErrors } from './server-errors';
import { usePortalSignOut } from './use-portal-sign-out';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const passwordHint = 'Password must be at least 8 characters';

/**
 * First sign-in (decision 018): the temporary password from the welcome e-mail is replaced before anything else
 * of the portal opens.
 */
export function PortalPasswordForm({ location }: { location: PortalLocation }) {
  const change = useChangePortalPassword();
  const signOut = usePortalSignOut();
  const form = useForm<PortalPasswordRequest>({
    resolver: zodResolver(portalPasswordRequest) as Resolver<PortalPasswordRequest>,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast({ title: 'Password changed', description: 'Use your new password the next time you sign in.' });
    } catch (error) {
      const message = showServerErrors(error, form.setError, fields, 'Failed to change password');
      // The one refusal without a field: the temporary password was not the right one.
      if (!form.formState.errors.currentPassword && /current password/i.test(message))
        form.setError('currentPassword', { type: 'server', message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  const field = (name: (typeof fields)[number], id: string, hint?: string) => ({
    id,
    type: 'password',
    maxLength: 200,
    ...describedBy(id, errors[name]?.message, hint),
    ...form.register(name),
  });

  return (
    <PortalFrame>
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <KeyRound aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">Choose your own password</h1>
      <p className="mt-1 text-slate-600">
        Welcome, {location.propertyManager}. Your account for {location.locationName} was opened with a temporary
        password: replace it with one only you know before you continue.
      </p>
      <form onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Choose your own password" noValidate>
        <Field
          id="portal-current-password"
          label="Temporary Password"
          required
          error={errors.currentPassword?.message}
          hint="The password from your welcome e-mail"
        >
          <Input autoComplete="current-password" {...field('currentPassword', 'portal-current-password', 'hint')} />
        </Field>
        <Field
          id="portal-new-password"
          label="New Password"
          required
          error={errors.newPassword?.message}
          hint={passwordHint}
        >
          <Input autoComplete="new-password" {...field('newPassword', 'portal-new-password', passwordHint)} />
        </Field>
        <Field
          id="portal-confirm-password"
          label="Confirm New Password"
          required
          error={errors.confirmPassword?.message}
        >
          <Input autoComplete="new-password" {...field('confirmPassword', 'portal-confirm-password')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={() => void signOut.run()} disabled={signOut.isPending}>
            Logout
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Save Password
          </Button>
        </div>
      </form>
    </PortalFrame>
  );
}
