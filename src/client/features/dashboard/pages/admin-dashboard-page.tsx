import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { AdminLayout } from '../../admin-shell/components/admin-layout';
import { AdminProviders } from '../../admin-shell/components/admin-providers';
import { useDashboardStats } from '../api/stats';
import { FeedbackTab } from '../components/feedback-tab';
import { InquiriesTab } from '../components/inquiries-tab';
import { StatCards } from '../components/stat-cards';

const WeeklyChart = lazy(() => import('../components/weekly-chart'));

const headerLinks = [
  { href: '/admin', label: 'Admin home' },
  { href: '/admin-chatbot-training', label: 'Chatbot Training' },
  { href: '/admin-property-managers', label: 'Property Managers' },
  { href: '/admin-training-suggestions', label: 'Training Suggestions' },
  { href: '/admin-sitemap', label: 'Sitemap' },
  { href: '/test-chatbot', label: 'Test Chatbot' },
];

const tabClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

function Dashboard() {
  const stats = useDashboardStats();
  return (
    <div className="space-y-6">
      <nav aria-label="Related screens" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {headerLinks.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {link.label}
          </Link>
        ))}
      </nav>
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

/** /admin-dashboard (docs/product/back-office.md). */
export default function AdminDashboardPage() {
  return (
    <AdminProviders>
      <AdminLayout title="Dashboard" back="/admin">
        <Dashboard />
      </AdminLayout>
    </AdminProviders>
  );
}
