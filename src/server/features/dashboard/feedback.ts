import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../contracts/common';
import type { FeedbackItem, FeedbackListQuery, UpdateFeedbackStatusRequest } from '../../../contracts/dashboard';
import { feedbackListQuery } from '../../../contracts/dashboard';
import type { FeedbackStatus } from '../../../contracts/enums';
import type { Database } from '../../db/client';
import { customerFeedback } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { iso } from '../../lib/iso';
import { byCreated, searchAcross } from '../../lib/list-queries';
import { keysetBatches, pageOf } from '../../lib/paged-list';
import { type Actor, audited } from '../activity';
import { NO_SUCH_RECORD } from './records';

type Query = ReturnType<typeof feedbackListQuery.parse>;
type Row = typeof customerFeedback.$inferSelect;

export function feedbackFilters(query: Query): SQL | undefined {
  const t = customerFeedback;
  return and(
    searchAcross(query.search, [t.customerName, t.email, t.subject, t.description, t.location]),
    query.status ? eq(t.status, query.status) : undefined,
    query.priority ? eq(t.priority, query.priority) : undefined,
    query.issueType ? eq(t.issueType, query.issueType) : undefined,
  );
}

// A stored `open` counts as `pending` (docs/product/back-office.md).
const normalStatus = (status: string): FeedbackStatus =>
  status === 'in_progress' || status === 'resolved' ? status : 'pending';

export const toFeedbackItem = (row: Row): FeedbackItem => ({
  ...row,
  status: normalStatus(row.status),
  resolvedAt: iso(row.resolvedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The dashboard's Customer Feedback list. */
export async function listFeedback(
  db: Database,
  input: FeedbackListQuery,
): Promise<FeedbackItem[] | Page<FeedbackItem>> {
  const query = feedbackListQuery.parse(input);
  const where = feedbackFilters(query);
  const order = byCreated(customerFeedback, query.sort);
  return pageOf(
    db
      .select()
      .from(customerFeedback)
      .where(where)
      .orderBy(...order),
    () => db.select({ n: count() }).from(customerFeedback).where(where),
    query,
    toFeedbackItem,
  );
}

/** Every filtered feedback item in batches of `size`, newest first by id, for a streamed export. */
export function feedbackBatches(db: Database, input: FeedbackListQuery, size = 1000) {
  const where = feedbackFilters(feedbackListQuery.parse(input));
  return keysetBatches((before) =>
    db
      .select()
      .from(customerFeedback)
      .where(and(where, before === undefined ? undefined : lt(customerFeedback.id, before)))
      .orderBy(desc(customerFeedback.id))
      .limit(size),
  );
}

/**
 * Sets a feedback item's status (docs/product/back-office.md): resolved stamps resolvedAt, any other status clears it; resolution notes,
 * when given, replace the old ones. Undefined when the item does not exist.
 */
export async function updateFeedbackStatus(
  db: Database,
  id: number,
  change: UpdateFeedbackStatusRequest,
  actor: Actor,
  events: DomainEvents,
) {
  const item = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
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
        .returning();
      if (!row) throw notFound(NO_SUCH_RECORD);
      return toFeedbackItem(row);
    },
    (item) => ({
      resource: 'customer_feedback',
      action: 'update_status',
      resourceId: item.id,
      details: { status: item.status, resolution: change.resolution ?? null },
    }),
  );
  await events.emit({ type: 'inbox-changed' });
  return item;
}
