import { useState } from 'react';
import { userRoles, userStatuses } from '../../../../contracts/enums';
import type { UserItem } from '../../../../contracts/users';
import { withToasts } from '../../../components/forms/with-toasts';
import { type ListFilter, ListFilterSelects } from '../../../components/lists/list-filter-selects';
import { RowActions } from '../../../components/lists/row-actions';
import { TableListScreen } from '../../../components/lists/table-list-screen';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { optionsOf } from '../../../components/ui/options';
import { RelativeTime } from '../../../components/ui/relative-time';
import { humanize } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { useStaffSession } from '../../admin-shell';
import { useDeleteUser, useRequirePasswordReset, useSetUserStatus, useUsers } from '../api/users';
import { ActivityTable } from './activity-table';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserFormDialog } from './user-form-dialog';

const statusTones: Record<string, BadgeTone> = { active: 'green', inactive: 'slate', suspended: 'red' };

/** What cannot be undone, or locks someone out, is asked first, naming the account. */
type Asked = { user: UserItem; change: 'delete' | 'suspend' };
const questions = {
  delete: {
    title: 'Delete User',
    confirm: 'Delete',
    message: (who: string) => `Delete ${who}? They can no longer sign in, and this cannot be undone.`,
  },
  suspend: {
    title: 'Suspend User',
    confirm: 'Suspend',
    message: (who: string) => `Suspend ${who}? They are signed out at once and cannot sign in until activated again.`,
  },
} as const;

/** A user as the row's menu and the questions name them: their name, or their e-mail when they have none. */
const whoIs = (user: UserItem) => `${user.firstName} ${user.lastName}`.trim() || user.email;

const filterSelects: Array<ListFilter<'status' | 'role'>> = [
  { key: 'status', id: 'users-status', label: 'Status', options: optionsOf(userStatuses) },
  { key: 'role', id: 'users-role', label: 'Role', options: optionsOf(userRoles) },
];

/** The Users tab (docs/product/back-office.md): search, filters, the table and every row action. */
export function UsersTab({ onCreate }: { onCreate: { open: boolean; close: () => void } }) {
  const [editing, setEditing] = useState<UserItem | null>(null);
  const [resetting, setResetting] = useState<UserItem | null>(null);
  const [viewing, setViewing] = useState<UserItem | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const myId = useStaffSession().data?.id;
  const view = useListFilters(['status', 'role']);
  const filters = view.filters;
  const list = useUsers(filters, view.page);
  const setUserStatus = useSetUserStatus();
  const deleteUser = useDeleteUser();
  const requireReset = useRequirePasswordReset();

  const run = (action: () => Promise<unknown>, success: string, failure: string) =>
    withToasts(action, success, { title: failure });

  const setStatus = (user: UserItem, status: 'active' | 'suspended') =>
    run(
      () => setUserStatus.mutateAsync({ id: user.id, status }),
      'User status updated successfully',
      'Error updating user status',
    );
  const answer = async ({ user, change }: Asked) => {
    if (change === 'suspend') await setStatus(user, 'suspended');
    else await run(() => deleteUser.mutateAsync(user.id), 'User deleted successfully', 'Error deleting user');
    setAsked(null);
  };

  const columns: Array<DataTableColumn<UserItem>> = [
    {
      header: 'User',
      phone: 'primary',
      cell: (user) => (
        <>
          <div className="font-semibold text-navy-900">
            {user.firstName} {user.lastName}
          </div>
          <div className="text-slate-600">{user.email}</div>
          {user.passwordResetRequired ? (
            <Badge tone="amber" className="mt-1">
              Password reset required
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      header: 'Role',
      cell: (user) => (
        <>
          <Badge tone={user.role === 'admin' ? 'navy' : 'slate'}>{humanize(user.role)}</Badge>
          {user.userType === 'property_manager' && user.partnershipStage ? (
            <div className="mt-1 text-xs text-slate-600">Stage: {humanize(user.partnershipStage)}</div>
          ) : null}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (user) => <Badge tone={statusTones[user.status] ?? 'slate'}>{humanize(user.status)}</Badge>,
    },
    {
      header: 'Location/Department',
      className: 'text-slate-700',
      cell: (user) =>
        user.userType === 'property_manager'
          ? `${user.locationName ?? 'N/A'} (${user.locationCode ?? 'N/A'})`
          : (user.department ?? 'N/A'),
    },
    {
      header: 'Last Login',
      className: 'text-slate-700',
      cell: (user) => <RelativeTime value={user.lastLogin} missing="Never" />,
    },
    actionsColumn((user) => {
      const suspending = user.status === 'active';
      const suspend = suspending ? 'Suspend' : 'Activate';
      return (
        // Edit first, the rest in the row's menu; a property manager's account is edited on Property Managers.
        <RowActions
          record={whoIs(user)}
          actions={[
            ...(user.userType === 'property_manager'
              ? []
              : [{ label: 'Edit', name: `Edit ${user.email}`, onClick: () => setEditing(user) }]),
            { label: 'View Activity', name: `View activity of ${user.email}`, onClick: () => setViewing(user) },
            { label: 'Reset Password', name: `Reset password of ${user.email}`, onClick: () => setResetting(user) },
            {
              label: 'Require Password Reset',
              name: `Require password reset for ${user.email}`,
              onClick: () =>
                void run(
                  () => requireReset.mutateAsync(user.id),
                  'User will be required to reset password on next login',
                  'Error requiring password reset',
                ),
            },
            // Your own account is neither suspended nor deleted from here (the server refuses both too).
            ...(user.id === myId
              ? []
              : [
                  {
                    label: suspend,
                    name: `${suspend} ${user.email}`,
                    destructive: suspending,
                    onClick: () =>
                      suspending ? setAsked({ user, change: 'suspend' }) : void setStatus(user, 'active'),
                  },
                  {
                    label: 'Delete',
                    name: `Delete ${user.email}`,
                    destructive: true,
                    onClick: () => setAsked({ user, change: 'delete' }),
                  },
                ]),
          ]}
        />
      );
    }),
  ];

  return (
    <>
      <TableListScreen
        label="Users"
        id="users"
        placeholder="Search e-mail, first or last name…"
        view={view}
        query={list}
        fetchError="Failed to fetch users"
        filters={<ListFilterSelects view={view} filters={filterSelects} />}
        empty={{ noMatch: 'No users match your filters', none: 'No users found' }}
        columns={columns}
        rowKey={(user) => user.id}
        rowTestId="user-row"
        tableClassName="min-w-[980px]"
      />
      <UserFormDialog user={null} open={onCreate.open} onClose={onCreate.close} />
      <UserFormDialog user={editing} open={editing !== null} onClose={() => setEditing(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      {asked ? (
        <ConfirmDialog
          open
          title={questions[asked.change].title}
          message={questions[asked.change].message(
            `${asked.user.firstName} ${asked.user.lastName} (${asked.user.email})`.trim(),
          )}
          confirmLabel={questions[asked.change].confirm}
          busy={deleteUser.isPending || setUserStatus.isPending}
          onConfirm={() => void answer(asked)}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {viewing ? (
        <Dialog open onOpenChange={(next) => !next && setViewing(null)}>
          <DialogContent
            title="User Activity"
            description={`${viewing.firstName} ${viewing.lastName} (${viewing.email})`}
            className="max-w-3xl"
          >
            <ActivityTable userId={viewing.id} />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
