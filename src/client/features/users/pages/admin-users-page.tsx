import * as Tabs from '@radix-ui/react-tabs';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { ActivityTable } from '../components/activity-table';
import { UsersTab } from '../components/users-tab';

const tabClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

/** /admin-users: User Management with the Users and Activity Log tabs (docs/product/back-office.md). */
export default function AdminUsersPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AdminProviders>
      <AdminLayout
        title="User Management"
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Create New User
          </Button>
        }
      >
        <Tabs.Root defaultValue="users">
          <Tabs.List
            aria-label="User management"
            className="mb-4 inline-flex gap-1 rounded-2xl bg-white p-1 shadow-soft"
          >
            <Tabs.Trigger value="users" className={tabClass}>
              Users
            </Tabs.Trigger>
            <Tabs.Trigger value="activity" className={tabClass}>
              Activity Log
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="users">
            <UsersTab onCreate={{ open: creating, close: () => setCreating(false) }} />
          </Tabs.Content>
          <Tabs.Content value="activity">
            <section aria-label="Activity log" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
              <ActivityTable />
            </section>
          </Tabs.Content>
        </Tabs.Root>
      </AdminLayout>
    </AdminProviders>
  );
}
