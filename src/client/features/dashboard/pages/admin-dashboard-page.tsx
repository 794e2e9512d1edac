import { lazy, Suspense } from 'react';
import { PageTabs } from '../../../components/ui/page-tabs';
import { AdminPage } from '../../admin-shell';
import { useDashboardStats } from '../api/stats';
import { FeedbackTab } from '../components/feedback-tab';
import { InquiriesTab } from '../components/inquiries-tab';
import { StatCards } from '../components/stat-cards';

const WeeklyChart = lazy(() => import('../components/weekly-chart'));

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
      <PageTabs
        label="Dashboard lists"
        tabs={[
          { value: 'inquiries', label: 'Contact Inquiries', content: <InquiriesTab /> },
          { value: 'feedback', label: 'Customer Feedback', content: <FeedbackTab /> },
        ]}
      />
    </div>
  );
}

/** /admin-dashboard: inquiries and feedback; the screens it used to link to are all in the navigation. */
export default function AdminDashboardPage() {
  return (
    <AdminPage title="Dashboard">
      <Dashboard />
    </AdminPage>
  );
}
