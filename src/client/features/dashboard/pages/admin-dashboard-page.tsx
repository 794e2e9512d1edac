import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { useDashboardStats } from '../api/stats';
import { FeedbackTab } from '../components/feedback-tab';
import { InquiriesTab } from '../components/inquiries-tab';
import { StatCards } from '../components/stat-cards';

const WeeklyChart = lazy(() => import('../components/weekly-chart'));

const tabClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

function Dashboard() {
  const stats = useDashboardStats();
  return (
    <div className="space-y-6">
      <StatCards stats={stats.data} />
      {stats.data ? (
        <Suspense fallback={<div className="h-80 animate-pulse rounded-2xl bg-white shadow-soft" />}>
          <WeeklyChart weekly={stats.data.weekly} />
        </Suspense>
      ) : null}
      <Tabs.Root defaultValue="inquiries">
        <Tabs.List aria-label="Dashboard lists" className="mb-4 inline-flex gap-1 rounded-2xl bg-white p-1 shadow-soft">
          <Tabs.Trigger value="inquiries" className={tabClass}>
            Contact Inquiries
          </Tabs.Trigger>
          <Tabs.Trigger value="feedback" className={tabClass}>
            Customer Feedback
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inquiries">
          <InquiriesTab />
        </Tabs.Content>
        <Tabs.Content value="feedback">
          <FeedbackTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** /admin-dashboard: inquiries and feedback; the screens it used to link to are all in the navigation. */
export default function AdminDashboardPage() {
  return (
    <AdminProviders>
      <AdminLayout title="Dashboard">
        <Dashboard />
      </AdminLayout>
    </AdminProviders>
  );
}
