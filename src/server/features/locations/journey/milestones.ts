import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MilestoneItem, milestoneRequest } from '../../../../contracts/partnership';
import { partnershipMilestones } from '../../../db/schema/index';
import { journeyRecords } from './journey-records';

type Row = typeof partnershipMilestones.$inferSelect;

export const toMilestoneItem = ({ createdAt: _c, updatedAt: _u, ...row }: Row): MilestoneItem => ({
  ...row,
});

/** A location's milestones, by target date (undated last): the order the portal's journey shows. */
export const milestoneRecords = journeyRecords({
  table: partnershipMilestones,
  resource: 'milestone',
  toItem: toMilestoneItem,
  order: (t) => [sql`${t.targetDate} asc nulls last`, asc(t.id)],
  columns: (input: z.output<typeof milestoneRequest>) => ({
    milestoneType: input.milestoneType,
    title: input.title,
    description: input.description ?? null,
    targetDate: input.targetDate,
    // Completing a milestone without a date records today.
    completedDate: input.completedDate ?? (input.status === 'completed' ? sql`current_date` : null),
    status: input.status,
    assignedTo: input.assignedTo ?? null,
    notes: input.notes ?? null,
  }),
});
export const { list: listMilestones, create: createMilestone, update: updateMilestone } = milestoneRecords;
