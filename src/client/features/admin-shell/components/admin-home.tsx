import {
  Building2,
  ClipboardList,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessagesSquare,
  Star,
  Target,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import type { StaffUser } from '../../../../contracts/auth';
import { Panel } from '../../../components/ui/panel';
import { useAdminOverview } from '../api/overview';
import { AdminLayout } from './admin-layout';

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

/** /admin once signed in: the Quick Overview and a card per area, in the same frame as every other screen. */
export function AdminHome({ user }: { user: StaffUser }) {
  const overview = useAdminOverview();
  const counts = overview.data;
  return (
    <AdminLayout title={`Welcome, ${user.firstName}`}>
      <div className="space-y-8">
        <Panel id="overview-title" title="Quick Overview" className="p-6">
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
        </Panel>
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
          </ul>
        </section>
      </div>
    </AdminLayout>
  );
}
