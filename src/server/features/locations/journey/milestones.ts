import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MilestoneItem, milestoneRequest } from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { partnershipMilestones } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import { present } from '../../../lib/present';
import { type Actor, audited } from '../../activity';

type Row = typeof partnershipMilestones.$inferSelect;
type Input = z.output<typeof milestoneRequest>;

export const toMilestoneItem = ({ createdAt: _c, updatedAt: _u, ...row }: Row): MilestoneItem => ({
  ...row,
});

const columns = (input: Input) => ({
  milestoneType: input.milestoneType,
  title: input.title,
  description: input.description ?? null,
  targetDate: input.targetDate,
  // Completing a milestone without a date records today.
  completedDate: input.completedDate ?? (input.status === 'completed' ? sql`current_date` : null),
  status: input.status,
  assignedTo: input.assignedTo ?? null,
  notes: input.notes ?? null,
});

/** A location's milestones by target date (undated last), the order the portal's journey shows. */
export async function listMilestones(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(partnershipMilestones)
    .where(eq(partnershipMilestones.locationId, locationId))
    .orderBy(sql`${partnershipMilestones.targetDate} asc nulls last`, asc(partnershipMilestones.id));
  return rows.map(toMilestoneItem);
}

export async function createMilestone(db: Database, locationId: number, input: Input, actor?: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(partnershipMilestones)
        .values({ locationId, ...columns(input) })
        .returning();
      return toMilestoneItem(present(row));
    },
    (item) => ({ resource: 'milestone', action: 'create', resourceId: item.id, details: { locationId } }),
  );
}

export async function updateMilestone(db: Database, id: number, input: Input, actor: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .update(partnershipMilestones)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(partnershipMilestones.id, id))
        .returning();
      if (!row) throw notFound('Milestone not found');
      return toMilestoneItem(row);
    },
    (item) => ({ resource: 'milestone', action: 'update', resourceId: item.id }),
  );
}
