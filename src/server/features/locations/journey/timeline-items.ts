import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TimelineItem, timelineItemRequest } from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { installationTimeline } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import { iso } from '../../../lib/iso';
import { present } from '../../../lib/present';
import { type Actor, audited } from '../../activity';

type Row = typeof installationTimeline.$inferSelect;
type Input = z.output<typeof timelineItemRequest>;

export const toTimelineItem = ({ createdAt: _c, ...row }: Row): TimelineItem => ({
  ...row,
  completedAt: iso(row.completedAt),
});

const columns = (input: Input) => ({
  title: input.title,
  description: input.description ?? null,
  status: input.status,
  estimatedDate: input.estimatedDate,
  actualDate: input.actualDate,
  notes: input.notes ?? null,
});

/** The installation timeline of a location, by estimated date. */
export async function listTimelineItems(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(installationTimeline)
    .where(eq(installationTimeline.locationId, locationId))
    .orderBy(sql`${installationTimeline.estimatedDate} asc nulls last`, asc(installationTimeline.id));
  return rows.map(toTimelineItem);
}

export async function createTimelineItem(db: Database, locationId: number, input: Input, actor?: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(installationTimeline)
        .values({ locationId, ...columns(input), completedAt: input.status === 'completed' ? new Date() : null })
        .returning();
      return toTimelineItem(present(row));
    },
    (item) => ({ resource: 'timeline_item', action: 'create', resourceId: item.id, details: { locationId } }),
  );
}

export async function updateTimelineItem(db: Database, id: number, input: Input, actor: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(installationTimeline).where(eq(installationTimeline.id, id));
      if (!before) throw notFound('Timeline item not found');
      const completedAt = input.status === 'completed' ? (before.completedAt ?? new Date()) : null;
      const [row] = await tx
        .update(installationTimeline)
        .set({ ...columns(input), completedAt })
        .where(eq(installationTimeline.id, id))
        .returning();
      return toTimelineItem(present(row));
    },
    (item) => ({ resource: 'timeline_item', action: 'update', resourceId: item.id }),
  );
}
