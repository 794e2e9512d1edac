import type { Database } from '../../db/client';
import { userActivity } from '../../db/schema/index';

export type ActivityEntry = {
  userId: number | null;
  action: string;
  resource: string;
  resourceId?: string | number | null;
  details?: Record<string, unknown> | null;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** Writes one row of the activity log: who did what to which record, from where. */
export async function recordActivity(db: Database, entry: ActivityEntry) {
  await db.insert(userActivity).values({
    userId: entry.userId,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId === undefined || entry.resourceId === null ? null : String(entry.resourceId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress?.slice(0, 64) ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
  });
}
