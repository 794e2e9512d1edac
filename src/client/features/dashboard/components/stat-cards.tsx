import { AlertTriangle, CheckCircle2, Inbox, MessageSquareWarning } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/dashboard';

function StatCard(props: {
  label: string;
  value: string | number;
  detail: string;
  icon: typeof Inbox;
  alert?: string;
}) {
  const Icon = props.icon;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
      <div className="flex items-start justify-between">
        <p className="text-sm font-medium text-slate-600">{props.label}</p>
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      <p className="mt-2 text-3xl font-bold text-navy-900">{props.value}</p>
      <p className="mt-1 text-sm text-slate-600">{props.detail}</p>
      {props.alert ? <p className="mt-2 text-sm font-semibold text-red-700">{props.alert}</p> : null}
    </div>
  );
}

/** The dashboard's four stat cards (docs/product/back-office.md#dashboard), with what is past the 24-hour promise. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const s = stats;
  const overdue = (n: number | undefined, what: string) => (n ? `${n} ${what} past 24 hours` : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!s} data-testid="stat-cards">
      <StatCard
        label="Total Inquiries"
        value={s?.inquiries.total ?? '–'}
        detail={`${s?.inquiries.last7Days ?? 0} new in the last 7 days`}
        icon={Inbox}
        alert={overdue(s?.inquiries.overdue, s?.inquiries.overdue === 1 ? 'inquiry open' : 'inquiries open')}
      />
      <StatCard
        label="Customer Feedback"
        value={s?.feedback.total ?? '–'}
        detail={`${s?.feedback.pending ?? 0} pending`}
        icon={MessageSquareWarning}
        alert={overdue(s?.feedback.overdue, s?.feedback.overdue === 1 ? 'report unresolved' : 'reports unresolved')}
      />
      <StatCard
        label="Urgent Issues"
        value={s?.feedback.urgentUnresolved ?? '–'}
        detail="Urgent and not yet resolved"
        icon={AlertTriangle}
      />
      <StatCard
        label="Resolution Rate"
        value={s ? `${s.feedback.resolutionRate}%` : '–'}
        detail={`${s?.feedback.resolved ?? 0} of ${s?.feedback.total ?? 0} resolved`}
        icon={CheckCircle2}
      />
    </div>
  );
}
