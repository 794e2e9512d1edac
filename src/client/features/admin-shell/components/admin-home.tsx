import {
  Building2,
  ClipboardList,
  LogOut,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessagesSquare,
  Settings,
  Star,
  Target,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import type { StaffUser } from '../../../../contracts/auth';
import { BrandMark } from '../../../components/layout/brand-mark';
import { Button } from '../../../components/ui/button';
import { useAdminOverview } from '../api/overview';
import { TestEmailDialog } from './test-email-dialog';
import { useLogout } from './use-logout';

const cards: Array<{ href: string; title: string; text: string; icon: LucideIcon }> = [
  {
    href: '/admin-dashboard',
    title: 'Inquiries & Feedback',
    text: 'Contact inquiries and customer feedback, with status and export.',
    icon: ClipboardList,
  },
  {
    href: '/admin-chat',
    title: 'Chat Sessions',
    text: 'Conversations with the AI assistant and the contacts they left.',
    icon: MessagesSquare,
  },
  {
    href: '/admin-chatbot-training',
    title: 'Chatbot Training',
    text: 'What the assistant knows: entries, categories, priorities.',
    icon: MessageSquare,
  },
  { href: '/admin-users', title: 'Users', text: 'Staff accounts, roles, status and the activity log.', icon: Users },
  {
    href: '/admin-crm-prospects',
    title: 'CRM Prospects',
    text: 'Lead tracking before a property manager exists.',
    icon: Target,
  },
  {
    href: '/admin-property-managers',
    title: 'Property Managers',
    text: 'Portal accounts and each partnership journey.',
    icon: Building2,
  },
  {
    href: '/admin-reviews',
    title: 'Client Reviews',
    text: 'Moderate, publish and feature what clients say.',
    icon: Star,
  },
  {
    href: '/admin-mail',
    title: 'E-mail Log',
    text: 'Every message sent or waiting, with preview and resend.',
    icon: Mail,
  },
];

function OverviewCount({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy-900">{value ?? '–'}</dd>
    </div>
  );
}

/** /admin once signed in (docs/product/back-office.md). */
export function AdminHome({ user }: { user: StaffUser }) {
  const overview = useAdminOverview();
  const logout = useLogout();
  const counts = overview.data;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <BrandMark className="size-10" />
            <div>
              <h1 className="text-xl font-bold text-navy-900">Elevate Back Office</h1>
              <p className="text-sm text-slate-600">
                Signed in as {user.firstName} {user.lastName} ({user.role})
              </p>
            </div>
          </div>
          <div className="flex gap-2">
            <TestEmailDialog defaultEmail={user.email} />
            <Button variant="secondary" onClick={() => void logout.run()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <section
          aria-labelledby="overview-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft"
        >
          <h2 id="overview-title" className="text-lg font-semibold text-navy-900">
            Quick Overview
          </h2>
          {overview.isError ? (
            <p className="mt-3 text-sm text-red-700">The counts could not be loaded. Reload the page to try again.</p>
          ) : (
            <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5" aria-busy={overview.isPending}>
              <OverviewCount label="Total inquiries" value={counts?.totalInquiries} />
              <OverviewCount label="Pending feedback" value={counts?.pendingFeedback} />
              <OverviewCount label="Chat sessions" value={counts?.chatSessions} />
              <OverviewCount label="Active users" value={counts?.activeUsers} />
              <OverviewCount label="Property managers" value={counts?.propertyManagers} />
            </dl>
          )}
        </section>
        <section aria-labelledby="areas-title">
          <h2 id="areas-title" className="sr-only">
            Back office areas
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map(({ href, title, text, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
                >
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                  <span className="mt-3 font-semibold text-navy-900">{title}</span>
                  <span className="mt-1 text-sm text-slate-600">{text}</span>
                </Link>
              </li>
            ))}
            <li>
              <div
                aria-disabled="true"
                className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 bg-slate-100 p-5 text-slate-500"
              >
                <Settings aria-hidden="true" className="size-6" />
                <span className="mt-3 font-semibold">Settings</span>
                <span className="mt-1 text-sm">Coming soon</span>
              </div>
            </li>
          </ul>
        </section>
      </main>
    </div>
  );
}
