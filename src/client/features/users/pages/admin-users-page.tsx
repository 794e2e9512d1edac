import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageTabs } from '../../../components/ui/page-tabs';
import { AdminPage } from '../../admin-shell';
import { ActivityTable } from '../components/activity-table';
import { UsersTab } from '../components/users-tab';

/** /admin-users: User Management with the Users and Activity Log tabs (docs/product/back-office.md). */
export default function AdminUsersPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="User Management"
      actions={
        <Button onClick={() => setCreating(true)} icon={UserPlus}>
          Create New User
        </Button>
      }
    >
      <PageTabs
        label="User management"
        tabs={[
          {
            value: 'users',
            label: 'Users',
            content: <UsersTab onCreate={{ open: creating, close: () => setCreating(false) }} />,
          },
          {
            value: 'activity',
            label: 'Activity Log',
            content: (
              <section aria-label="Activity log" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
                <ActivityTable />
              </section>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
