import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contracts/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { passwordProblem, STAFF_PASSWORD_RULE } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { endUserSessions } from '../auth';
import { nameFromEmail } from './staff-name';

/**
 * Creates a staff account, or resets the password (and reactivates) an existing one. Every session of that
 * account ends. Used by `npm run admin`.
 */
export async function upsertStaffAccount(
  db: Database,
  input: { email: string; password: string; role?: StaffRole; firstName?: string; lastName?: string },
): Promise<{ created: boolean; id: number }> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password, STAFF_PASSWORD_RULE, [
    email,
    input.firstName ?? '',
    input.lastName ?? '',
  ]);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        status: 'active',
        passwordResetRequired: false,
        ...(input.role ? { role: input.role } : {}),
      })
      .where(eq(users.id, existing.id));
    await endUserSessions(db, existing.id);
    return { created: false, id: existing.id };
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      role: input.role ?? 'admin',
      ...(input.firstName ? { firstName: input.firstName, lastName: input.lastName ?? '' } : nameFromEmail(email)),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('Account not stored');
  return { created: true, id: created.id };
}
