import { eq, sql } from 'drizzle-orm';
import { type StaffRole, type StaffUser, staffRoles } from '../../../contracts/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { requireStrongPassword, STAFF_PASSWORD_RULE } from '../../lib/password-strength';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordActivity } from '../activity';
import { createSession, endOtherSessions, endSession } from './sessions';

// Verified against when the e-mail is unknown, so an unknown account costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

export const toStaffUser = (user: typeof users.$inferSelect): StaffUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  passwordResetRequired: user.passwordResetRequired,
});

/** The active staff account these credentials open, or undefined (one answer for every kind of failure). */
export async function authenticateStaff(db: Database, email: string, password: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    return undefined;
  }
  const matches = await verifyPassword(user.passwordHash, password);
  if (!matches || user.status !== 'active' || !isStaffRole(user.role)) return undefined;
  await db
    .update(users)
    .set({ lastLogin: new Date(), loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, user.id));
  return user;
}

/** The active staff member behind a session, or undefined. */
export async function findActiveStaff(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user?.status === 'active' && isStaffRole(user.role) ? user : undefined;
}

/** The signed-in person's own password change: the current one must match; every other session ends. */
export async function changeOwnPassword(
  db: Database,
  userId: number,
  current: string,
  next: string,
  keepSessionToken: string,
  client: Client,
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, current))) return false;
  requireStrongPassword(next, STAFF_PASSWORD_RULE, 'newPassword', [user.email, user.firstName, user.lastName, current]);
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordResetRequired: false }).where(eq(users.id, userId));
    await endOtherSessions(tx, { userId }, keepSessionToken);
    await recordActivity(tx, {
      userId,
      action: 'change_own_password',
      resource: 'user',
      resourceId: userId,
      ...client,
    });
  });
  return true;
}

/** The browser a sign-in or sign-out came from, as the session and the log keep it. */
export type Client = { ipAddress?: string; userAgent?: string };

/** A staff sign-in: this browser's previous session ends, a new one starts and the log says so, all at once. */
export async function signInStaff(db: Database, userId: number, previousToken: string | undefined, client: Client) {
  return db.transaction(async (tx) => {
    if (previousToken) await endSession(tx, previousToken);
    const token = await createSession(tx, { userId }, client);
    await recordActivity(tx, { userId, action: 'login', resource: 'session', ...client });
    return token;
  });
}

/** A sign-in refused for a wrong password or an unknown, suspended or non-staff account: the log keeps the attempt. */
export async function recordFailedSignIn(db: Database, account: string, client: Client) {
  await recordActivity(db, {
    userId: null,
    action: 'login_failed',
    resource: 'session',
    details: { email: account },
    ...client,
  });
}

/** A sign-out: the session ends on the server, logged for the staff member it belonged to. */
export async function signOutStaff(db: Database, token: string, staffId: number | undefined, client: Client) {
  await db.transaction(async (tx) => {
    await endSession(tx, token);
    if (staffId) await recordActivity(tx, { userId: staffId, action: 'logout', resource: 'session', ...client });
  });
}
