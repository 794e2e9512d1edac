import { and, countDistinct, eq, gt, sql } from 'drizzle-orm';
import { AVAILABILITY_TTL_MS } from '../../../../contracts/live-chat';
import type { Database } from '../../../db/client';
import { staffPresence, userSessions, users } from '../../../db/schema/index';
import { IDLE_TIMEOUT_MS } from '../../auth';

const fresh = (now: Date) => gt(staffPresence.seenAt, new Date(now.getTime() - AVAILABILITY_TTL_MS));

/** Marks a signed-in staff session available for chats, or not; the row goes with the session. */
export async function setAvailability(
  db: Database,
  staff: { sessionId: number; userId: number },
  available: boolean,
  now = new Date(),
) {
  if (!available) {
    await db.delete(staffPresence).where(eq(staffPresence.sessionId, staff.sessionId));
    return;
  }
  await db
    .insert(staffPresence)
    .values({ sessionId: staff.sessionId, userId: staff.userId, seenAt: now })
    .onConflictDoUpdate({ target: staffPresence.sessionId, set: { seenAt: now } });
}

/** The back office is open in this session: its availability (if any) holds a while longer. */
export async function checkIn(db: Database, sessionId: number, now = new Date()) {
  await db.update(staffPresence).set({ seenAt: now }).where(eq(staffPresence.sessionId, sessionId));
}

export async function isAvailable(db: Database, sessionId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staffPresence)
    .where(and(eq(staffPresence.sessionId, sessionId), fresh(now)));
  return row !== undefined;
}

/** How many staff members are available now (several sessions of one person count once). */
export async function availableStaff(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(staffPresence.userId) })
    .from(staffPresence)
    .where(fresh(now));
  return row?.n ?? 0;
}

/** Whether a staff session still opens the back office: not signed out, not expired or idle, the account active. */
export async function staffSessionLive(db: Database, sessionId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        gt(userSessions.expiresAt, now),
        gt(userSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
        eq(users.status, 'active'),
      ),
    );
  return row !== undefined;
}
