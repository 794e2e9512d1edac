import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contracts/dashboard';
import { DAY_MS, RESPONSE_PROMISE_MS } from '../../../contracts/time';
import { type Database, rowsOf } from '../../db/client';
import { contactInquiries, customerFeedback } from '../../db/schema/index';

const WEEKS = 12;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

/**
 * The dashboard's stat cards (docs/product/back-office.md): inquiries in the last 7 days, pending feedback, urgent
 * unresolved issues, the resolution rate rounded to a whole percent; beyond the spec, what is past the 24-hour
 * promise, and intake per week for the last 12 weeks.
 */
export async function dashboardStats(db: Database, now = new Date()): Promise<DashboardStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const promise = new Date(now.getTime() - RESPONSE_PROMISE_MS);
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);

  const weekly = (table: typeof contactInquiries | typeof customerFeedback) =>
    db.execute(sql`
      select floor(extract(epoch from ${table.createdAt} - ${firstWeek}::timestamptz) / 604800)::int as week, count(*)::int as n
      from ${table} where ${table.createdAt} >= ${firstWeek} group by 1`);
  // Four independent scans: in parallel on PostgreSQL's pool.
  const [inquiryResult, feedbackResult, inquiryWeeks, feedbackWeeks] = await Promise.all([
    db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where ${contactInquiries.createdAt} >= ${weekAgo})::int as last7,
        count(*) filter (where ${contactInquiries.contactedAt} is null)::int as open,
        count(*) filter (where ${contactInquiries.contactedAt} is null and ${contactInquiries.createdAt} < ${promise})::int as overdue
      from ${contactInquiries}`),
    db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where ${customerFeedback.status} not in ('in_progress', 'resolved'))::int as pending,
        count(*) filter (where ${customerFeedback.status} = 'in_progress')::int as progress,
        count(*) filter (where ${customerFeedback.status} = 'resolved')::int as resolved,
        count(*) filter (where ${customerFeedback.priority} = 'urgent' and ${customerFeedback.status} <> 'resolved')::int as urgent,
        count(*) filter (where ${customerFeedback.status} <> 'resolved' and ${customerFeedback.createdAt} < ${promise})::int as overdue
      from ${customerFeedback}`),
    weekly(contactInquiries),
    weekly(customerFeedback),
  ]);
  const [inquiryRow] = rowsOf<{ total: number; last7: number; open: number; overdue: number }>(inquiryResult);
  const [feedbackRow] = rowsOf<{
    total: number;
    pending: number;
    progress: number;
    resolved: number;
    urgent: number;
    overdue: number;
  }>(feedbackResult);
  const byWeek = (result: unknown) =>
    new Map(rowsOf<{ week: number; n: number }>(result).map((row) => [row.week, row.n]));
  const inquiriesPerWeek = byWeek(inquiryWeeks);
  const feedbackPerWeek = byWeek(feedbackWeeks);

  const f = feedbackRow ?? { total: 0, pending: 0, progress: 0, resolved: 0, urgent: 0, overdue: 0 };
  const i = inquiryRow ?? { total: 0, last7: 0, open: 0, overdue: 0 };
  return {
    inquiries: { total: i.total, last7Days: i.last7, open: i.open, overdue: i.overdue },
    feedback: {
      total: f.total,
      pending: f.pending,
      inProgress: f.progress,
      resolved: f.resolved,
      urgentUnresolved: f.urgent,
      overdue: f.overdue,
      resolutionRate: f.total === 0 ? 0 : Math.round((f.resolved / f.total) * 100),
    },
    weekly: Array.from({ length: WEEKS }, (_, index) => ({
      weekStart: new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
      inquiries: inquiriesPerWeek.get(index) ?? 0,
      feedback: feedbackPerWeek.get(index) ?? 0,
    })),
  };
}
