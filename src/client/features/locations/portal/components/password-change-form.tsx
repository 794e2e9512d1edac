import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { PORTAL_PASSWORD_RULE, portalPasswordInputs } from '../../../../../contracts/passwords';
import {
  type PortalLocation,
  type PortalPasswordRequest,
  portalPasswordRequest,
} from '../../../../../contracts/portal';
import { PasswordStrengthMeter } from '../../../../components/forms/password-strength-meter';
import { showServerErrors } from '../../../../components/portal/server-errors';
import { Button } from '../../../../components/ui/button';
import { describedBy, Field, Input } from '../../../../components/ui/form-controls';
import { toast } from '../../../../components/ui/use-toast';
import { useChangePortalPassword } from '../api/session';
import { usePortalNotice } from './portal-notice';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const passwordHint = 'At least 8 characters, and hard to guess';

/**
 * The portal's password change: the current password, a new one and its confirmation, checked by the same
 * contract as the server, the new one with a strength meter judging it by the server's rule as it is typed. Used at
 * first sign-in (without the current password) and later from the header.
 */
export function PasswordChangeForm(props: {
  name: string;
  /** The signed-in location: its words make a password easier to guess, for the meter as for the server. */
  location: PortalLocation;
  /** The current password's field; left out at first sign-in, when the temporary one was typed moments ago. */
  current?: { label: string; hint?: string };
  /** The button beside Save Password (Logout at first sign-in, Cancel in the dialog). */
  secondary: ReactNode;
  onChanged?: () => void;
}) {
  const change = useChangePortalPassword();
  const announce = usePortalNotice();
  const form = useForm<PortalPasswordRequest>({
    resolver: zodResolver(portalPasswordRequest) as Resolver<PortalPasswordRequest>,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const [newPassword, currentPassword] = form.watch(['newPassword', 'currentPassword']);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      // Said in the page the manager lands on (the dashboard), where it covers nothing.
      announce({ title: 'Password changed', description: 'Use your new password the next time you sign in.' });
      props.onChanged?.();
    } catch (error) {
      // The server names the field: a wrong current password, or a new one that is too easy to guess.
      const message = showServerErrors(error, form.setError, fields, 'Failed to change password');
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
    <form onSubmit={onSubmit} className="space-y-4" aria-label={props.name} noValidate>
      {props.current && (
        <Field
          id="portal-current-password"
          label={props.current.label}
          required
          error={errors.currentPassword?.message}
          hint={props.current.hint}
        >
          <Input
            autoComplete="current-password"
            {...field('currentPassword', 'portal-current-password', props.current.hint)}
          />
        </Field>
      )}
      <Field id="portal-new-password" label="New Password" required error={errors.newPassword?.message}>
        <Input autoComplete="new-password" {...field('newPassword', 'portal-new-password', passwordHint)} />
        {errors.newPassword ? null : (
          <PasswordStrengthMeter
            id="portal-new-password-hint"
            password={newPassword ?? ''}
            rule={PORTAL_PASSWORD_RULE}
            userInputs={portalPasswordInputs(props.location, currentPassword ?? '')}
            hint={passwordHint}
          />
        )}
      </Field>
      <Field id="portal-confirm-password" label="Confirm New Password" required error={errors.confirmPassword?.message}>
        <Input autoComplete="new-password" {...field('confirmPassword', 'portal-confirm-password')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {props.secondary}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save Password
        </Button>
      </div>
    </form>
  );
}
