import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TimelineItem, timelineItemRequest } from '../../../../contracts/partnership';
import { installationTimeline } from '../../../db/schema/index';
import { iso } from '../../../lib/iso';
import { journeyRecords } from './journey-records';

type Row = typeof installationTimeline.$inferSelect;

export const toTimelineItem = ({ createdAt: _c, ...row }: Row): TimelineItem => ({
  ...row,
  completedAt: iso(row.completedAt),
});

/** The installation timeline of a location, by estimated date (undated last). */
export const timelineRecords = journeyRecords({
  table: installationTimeline,
  resource: 'timeline_item',
  toItem: toTimelineItem,
  order: (t) => [sql`${t.estimatedDate} asc nulls last`, asc(t.id)],
  columns: (input: z.output<typeof timelineItemRequest>) => ({
    title: input.title,
    description: input.description ?? null,
    status: input.status,
    estimatedDate: input.estimatedDate,
    actualDate: input.actualDate,
    notes: input.notes ?? null,
  }),
  // An item completed keeps the time it was first completed; one taken back from completed loses it.
  added: (input) => ({ completedAt: input.status === 'completed' ? new Date() : null }),
  edited: (input, t) => ({
    completedAt: input.status === 'completed' ? sql`coalesce(${t.completedAt}, now())` : null,
  }),
});
export const { list: listTimelineItems, create: createTimelineItem, update: updateTimelineItem } = timelineRecords;
