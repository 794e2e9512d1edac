import { count, desc, eq } from 'drizzle-orm';
import type { ActivityItem } from '../../../contracts/users';
import type { Database } from '../../db/client';
import { userActivity, users } from '../../db/schema/index';
import { pageOf } from '../../lib/paged-list';

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

const toActivityItem = (row: {
  activity: typeof userActivity.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): ActivityItem => ({
  id: row.activity.id,
  userId: row.activity.userId,
  userName: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
  userEmail: row.email,
  action: row.activity.action,
  resource: row.activity.resource,
  resourceId: row.activity.resourceId,
  details: row.activity.details,
  ipAddress: row.activity.ipAddress,
  userAgent: row.activity.userAgent,
  createdAt: row.activity.createdAt.toISOString(),
});

/** The activity log, newest first: everyone's, or one user's; paged when a page is asked for. */
export async function listActivity(db: Database, options: { userId?: number; page?: number; pageSize: number }) {
  const where = options.userId ? eq(userActivity.userId, options.userId) : undefined;
  return pageOf(
    db
      .select({ activity: userActivity, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(userActivity)
      .leftJoin(users, eq(userActivity.userId, users.id))
      .where(where)
      .orderBy(desc(userActivity.createdAt), desc(userActivity.id)),
    () => db.select({ n: count() }).from(userActivity).where(where),
    { ...options, cap: 1000 },
    toActivityItem,
  );
}

/**
 * Who makes a change and from where: what every activity row records besides the change itself, and the name a
 * record's "by" columns keep (contacted by, assigned to).
 */
export type Actor = {
  userId: number | null;
  name: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** Someone who is not on staff: a site visitor or a property manager in the portal (the row's `details.by`). */
  outsider?: 'visitor' | 'property_manager';
};

/**
 * A site visitor as the actor of what they send (an inquiry, a chat contact): named as they gave their name, with
 * no address or browser kept (the record itself is what they sent).
 */
export const visitorActor = (name: string): Actor => ({
  userId: null,
  name: name.slice(0, ACTOR_NAME_MAX),
  ipAddress: null,
  userAgent: null,
  outsider: 'visitor',
});

/** The actor of a request: the signed-in staff member (none on a public route), the address and the browser. */
export function actorOf(request: {
  staff: { id: number; firstName: string; lastName: string } | null;
  ip: string;
  headers: { 'user-agent'?: string };
}): Actor {
  return {
    userId: request.staff?.id ?? null,
    name: actorName(request),
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/** The actor of a portal call: the property manager of the signed-in location, the address and the browser. */
export function portalActorOf(request: {
  portal: { propertyManager: string } | null;
  ip: string;
  headers: { 'user-agent'?: string };
}): Actor {
  return {
    userId: null,
    name: (request.portal?.propertyManager ?? 'Property manager').slice(0, ACTOR_NAME_MAX),
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    outsider: 'property_manager',
  };
}

/** What a change records of itself in the activity log (the actor adds who and from where). */
export type ActivityOf = Omit<ActivityEntry, 'userId' | 'ipAddress' | 'userAgent'>;

/** Room for a name in the "by" columns (contacted by, responded by, reviewed by...: varchar(120)). */
export const ACTOR_NAME_MAX = 120;

/**
 * The signed-in person's name, as stored in "contacted by" and "assigned to". First and last names may each be
 * 100 characters, so the whole is cut to fit the columns rather than fail the change it records.
 */
export function actorName(request: { staff: { firstName: string; lastName: string } | null }) {
  if (!request.staff) return 'Admin';
  return `${request.staff.firstName} ${request.staff.lastName}`.slice(0, ACTOR_NAME_MAX);
}
