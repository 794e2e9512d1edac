import { userStatuses } from '../../../../contracts/enums';
import { assignableRoles, type UserItem, userFormRequest } from '../../../../contracts/users';
import { FormControl } from '../../../components/forms/form-control';
import { RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { Input, Select, Textarea } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { useCreateUser, useUpdateUser } from '../api/users';

/** "Create New User" and "Edit User" (docs/product/back-office.md): names and e-mail required, role user and status active by default. */
export function UserFormDialog({ user, open, onClose }: { user: UserItem | null; open: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const update = useUpdateUser();
  return (
    <RecordFormDialog
      open={open}
      recordKey={user?.id}
      onClose={onClose}
      schema={userFormRequest}
      defaultValues={{
        email: user?.email ?? '',
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        role: user && user.role !== 'property_manager' ? user.role : 'user',
        status: user?.status ?? 'active',
        phone: user?.phone ?? '',
        department: user?.department ?? '',
        notes: user?.notes ?? '',
        password: undefined,
      }}
      title={user ? 'Edit User' : 'Create New User'}
      submitLabel={user ? 'Save Changes' : 'Create User'}
      saved={user ? 'User updated successfully' : 'User created successfully'}
      failed={{ title: user ? 'Error updating user' : 'Error creating user' }}
      save={(values) => (user ? update.mutateAsync({ ...values, id: user.id }) : create.mutateAsync(values))}
      className="max-w-xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'user' } as const;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="firstName" label="First Name" required>
                {(control) => <Input {...control} />}
              </FormControl>
              <FormControl {...common} name="lastName" label="Last Name" required>
                {(control) => <Input {...control} />}
              </FormControl>
            </div>
            <FormControl {...common} name="email" label="Email" required>
              {(control) => <Input type="email" autoComplete="off" {...control} />}
            </FormControl>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="role" label="Role">
                {(control) => <Select {...control} options={optionsOf(assignableRoles)} />}
              </FormControl>
              <FormControl {...common} name="status" label="Status">
                {(control) => <Select {...control} options={optionsOf(userStatuses)} />}
              </FormControl>
              <FormControl {...common} name="phone" label="Phone">
                {(control) => <Input type="tel" {...control} />}
              </FormControl>
              <FormControl {...common} name="department" label="Department">
                {(control) => <Input {...control} />}
              </FormControl>
            </div>
            {user ? null : (
              <FormControl
                {...common}
                name="password"
                label="Password"
                hint="Optional. Without one, set a password with Reset Password before the person signs in."
                options={{ setValueAs: (value: string) => (value ? value : undefined) }}
              >
                {(control) => <Input type="password" autoComplete="new-password" {...control} />}
              </FormControl>
            )}
            <FormControl {...common} name="notes" label="Notes">
              {(control) => <Textarea rows={3} {...control} />}
            </FormControl>
          </>
        );
      }}
    </RecordFormDialog>
  );
}
