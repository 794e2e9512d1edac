import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { DAY_MS } from '../../../contracts/time';
import type { Database } from '../../db/client';
import { userSessions } from '../../db/schema/index';

// A staff member is signed out after 4 hours without a request, and at the latest 24 hours after signing in.
export const IDLE_TIMEOUT_MS = 4 * 60 * 60_000;
export const ABSOLUTE_LIFETIME_MS = DAY_MS;
// last_seen_at is written at most once a minute per session.
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionOwner = { userId: number } | { locationId: number };

/** Starts a session; answers the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Database,
  owner: SessionOwner,
  client: { ipAddress?: string; userAgent?: string },
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userSessions).values({
    ...('userId' in owner ? { userId: owner.userId } : { locationId: owner.locationId }),
    sessionToken: hashToken(token),
    ipAddress: client.ipAddress?.slice(0, 64) ?? null,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
  });
  return token;
}

/** The live session of a token, or undefined when it is unknown, idle too long or past its lifetime. */
export async function findLiveSession(db: Database, token: string, now = new Date()) {
  const [session] = await db
    .select()
    .from(userSessions)
    .where(
      and(
        eq(userSessions.sessionToken, hashToken(token)),
        gt(userSessions.expiresAt, now),
        gt(userSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    );
  if (!session) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, session.id));
  }
  return session;
}

export async function endSession(db: Database, token: string) {
  await db.delete(userSessions).where(eq(userSessions.sessionToken, hashToken(token)));
}

/** Ends every session of a user: logout everywhere, suspension, deletion, password reset. */
export async function endUserSessions(db: Database, userId: number) {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}

export async function endLocationSessions(db: Database, locationId: number) {
  await db.delete(userSessions).where(eq(userSessions.locationId, locationId));
}

/** Ends every other session of a staff member or a location, after a password change made in `keepToken`'s. */
export async function endOtherSessions(
  db: Database,
  who: { userId: number } | { locationId: number },
  keepToken: string,
) {
  const whose = 'userId' in who ? eq(userSessions.userId, who.userId) : eq(userSessions.locationId, who.locationId);
  await db.delete(userSessions).where(and(whose, ne(userSessions.sessionToken, hashToken(keepToken))));
}

/** Removes sessions that can no longer be used. */
export async function pruneSessions(db: Database, now = new Date()) {
  await db
    .delete(userSessions)
    .where(or(lt(userSessions.expiresAt, now), lt(userSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS))));
}
