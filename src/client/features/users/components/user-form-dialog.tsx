import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userStatuses } from '../../../../contracts/enums';
import { assignableRoles, type UserItem, userFormRequest } from '../../../../contracts/users';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useCreateUser, useUpdateUser } from '../api/users';

type FormInput = z.input<typeof userFormRequest>;
type FormOutput = z.output<typeof userFormRequest>;

/** "Create New User" and "Edit User" (docs/product/back-office.md): names and e-mail required, role user and status active by default. */
export function UserFormDialog({ user, open, onClose }: { user: UserItem | null; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <UserForm key={user?.id ?? 'new'} user={user} onClose={onClose} />;
}

function UserForm({ user, onClose }: { user: UserItem | null; onClose: () => void }) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(userFormRequest),
    defaultValues: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      role: user && user.role !== 'property_manager' ? user.role : 'user',
      status: user?.status ?? 'active',
      phone: user?.phone ?? '',
      department: user?.department ?? '',
      notes: user?.notes ?? '',
      password: undefined,
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        await update.mutateAsync({ ...values, id: user.id });
        toast({ title: 'User updated successfully' });
      } else {
        await create.mutateAsync(values);
        toast({ title: 'User created successfully' });
      }
      onClose();
    } catch (error) {
      toast({
        title: user ? 'Error updating user' : 'Error creating user',
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof FormInput, id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={user ? 'Edit User' : 'Create New User'} className="max-w-xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="user-first-name" label="First Name" required error={errors.firstName?.message}>
              <Input {...field('firstName', 'user-first-name')} />
            </Field>
            <Field id="user-last-name" label="Last Name" required error={errors.lastName?.message}>
              <Input {...field('lastName', 'user-last-name')} />
            </Field>
          </div>
          <Field id="user-email" label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...field('email', 'user-email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="user-role" label="Role" error={errors.role?.message}>
              <Select {...field('role', 'user-role')}>
                {assignableRoles.map((role) => (
                  <option key={role} value={role}>
                    {humanize(role)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="user-status" label="Status" error={errors.status?.message}>
              <Select {...field('status', 'user-status')}>
                {userStatuses.map((status) => (
                  <option key={status} value={status}>
                    {humanize(status)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="user-phone" label="Phone" error={errors.phone?.message}>
              <Input type="tel" {...field('phone', 'user-phone')} />
            </Field>
            <Field id="user-department" label="Department" error={errors.department?.message}>
              <Input {...field('department', 'user-department')} />
            </Field>
          </div>
          {user ? null : (
            <Field
              id="user-password"
              label="Password"
              error={errors.password?.message}
              hint="Optional. Without one, set a password with Reset Password before the person signs in."
            >
              <Input
                type="password"
                autoComplete="new-password"
                id="user-password"
                {...describedBy('user-password', errors.password?.message)}
                {...form.register('password', { setValueAs: (value: string) => (value ? value : undefined) })}
              />
            </Field>
          )}
          <Field id="user-notes" label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} {...field('notes', 'user-notes')} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {user ? 'Save Changes' : 'Create User'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
