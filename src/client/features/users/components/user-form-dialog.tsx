import { userStatuses } from '../../../../contracts/enums';
import { assignableRoles, type UserItem, userFormRequest } from '../../../../contracts/users';
import { FormControl } from '../../../components/forms/form-control';
import { SelectField, TextareaField, TextField } from '../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { recordTexts } from '../../../components/forms/record-texts';
import { Input } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { useSaveUser } from '../api/users';

/** "Create New User" and "Edit User" (docs/product/back-office.md): names and e-mail required, role user and status active by default. */
export function UserFormDialog({ user, ...shown }: { user: UserItem | null } & DialogShown) {
  const save = useSaveUser();
  return (
    <RecordFormDialog
      {...shown}
      recordKey={user?.id}
      idPrefix="user"
      schema={userFormRequest}
      defaultValues={{
        ...recordTexts(user, ['email', 'firstName', 'lastName', 'phone', 'department', 'notes']),
        role: user && user.role !== 'property_manager' ? user.role : 'user',
        status: user?.status ?? 'active',
        password: undefined,
      }}
      title={user ? 'Edit User' : 'Create New User'}
      submitLabel={user ? 'Save Changes' : 'Create User'}
      saved={user ? 'User updated successfully' : 'User created successfully'}
      failed={{ title: user ? 'Error updating user' : 'Error creating user' }}
      save={(values) => save(values, user?.id)}
      className="max-w-xl"
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...common} name="firstName" label="First Name" required />
            <TextField {...common} name="lastName" label="Last Name" required />
          </div>
          <TextField {...common} name="email" label="Email" required type="email" autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...common} name="role" label="Role" options={optionsOf(assignableRoles)} />
            <SelectField {...common} name="status" label="Status" options={optionsOf(userStatuses)} />
            <TextField {...common} name="phone" label="Phone" type="tel" />
            <TextField {...common} name="department" label="Department" />
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
          <TextareaField {...common} name="notes" label="Notes" rows={3} />
        </>
      )}
    </RecordFormDialog>
  );
}
