import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FeedbackItem, FeedbackListQuery, UpdateFeedbackStatusRequest } from '../../../contracts/dashboard';
import { feedbackListQuery } from '../../../contracts/dashboard';
import type { FeedbackStatus } from '../../../contracts/enums';
import type { Database } from '../../db/client';
import { customerFeedback } from '../../db/schema/index';
import { tableListing } from '../../db/table-listing';
import type { DomainEvents } from '../../lib/domain-events';
import { iso } from '../../lib/iso';
import { chosenFilters, searchAcross } from '../../lib/list-queries';
import { type Actor, changeOneRecord } from '../activity';

type Query = ReturnType<typeof feedbackListQuery.parse>;
type Row = typeof customerFeedback.$inferSelect;

export function feedbackFilters(query: Query): SQL | undefined {
  const t = customerFeedback;
  return and(
    searchAcross(query.search, [t.customerName, t.email, t.subject, t.description, t.location]),
    ...chosenFilters(query, { status: t.status, priority: t.priority, issueType: t.issueType }),
  );
}

// A stored `open` counts as `pending` (docs/product/back-office.md).
export const normalStatus = (status: string): FeedbackStatus =>
  status === 'in_progress' || status === 'resolved' ? status : 'pending';

export const toFeedbackItem = (row: Row): FeedbackItem => ({
  ...row,
  status: normalStatus(row.status),
  resolvedAt: iso(row.resolvedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const listing = tableListing({
  table: customerFeedback,
  rows: (db) => db.select().from(customerFeedback),
  parse: (input: FeedbackListQuery) => feedbackListQuery.parse(input),
  filters: feedbackFilters,
  toItem: toFeedbackItem,
});

/** The dashboard's Customer Feedback list. */
export const listFeedback = listing.list;

/** Every filtered feedback item in batches, newest first by id, for a streamed export. */
export const feedbackBatches = listing.batches;

/**
 * Sets a feedback item's status (docs/product/back-office.md): resolved stamps resolvedAt, any other status clears it; resolution notes,
 * when given, replace the old ones. 404 when the item does not exist.
 */
export async function updateFeedbackStatus(
  db: Database,
  id: number,
  change: UpdateFeedbackStatusRequest,
  actor: Actor,
  events: DomainEvents,
) {
  return changeOneRecord(db, actor, events, {
    update: (tx) =>
      tx
        .update(customerFeedback)
        .set({
          status: change.status,
          resolvedAt: change.status === 'resolved' ? new Date() : null,
          ...(change.resolution !== undefined ? { resolution: change.resolution || null } : {}),
          // Whoever first takes the item on becomes its assignee.
          ...(change.status !== 'pending'
            ? { assignedTo: sql`coalesce(${customerFeedback.assignedTo}, ${actor.name})` }
            : {}),
        })
        .where(eq(customerFeedback.id, id))
        .returning(),
    toItem: toFeedbackItem,
    activity: (item) => ({
      resource: 'customer_feedback',
      action: 'update_status',
      resourceId: item.id,
      details: { status: item.status, resolution: change.resolution ?? null },
    }),
    // The dashboard's counts take the change in at once.
    event: { type: 'inbox-changed' },
  });
}
