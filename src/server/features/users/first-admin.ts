import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { GeneratedSignIn } from '../../lib/generated-sign-in';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { nameFromEmail, type StaffName, splitName } from './staff-name';

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

const DEFAULT_ADMIN_EMAIL = 'admin@elevate-micromarkets.example';

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD an active admin with exactly these credentials exists afterwards. Without them,
 * an empty user table gets one admin with a generated password, answered to be shown once (never logged). A new
 * admin is named by ADMIN_NAME, else by `otherwise` (the demo's admin has a real name), else from the e-mail address:
 * visitors see the first name when they take a chat.
 */
export async function seedAdmin(
  db: Database,
  admin: { email: string | undefined; password: string | undefined; name?: string | undefined },
  log: Log,
  otherwise?: StaffName,
): Promise<GeneratedSignIn | undefined> {
  const nameFor = (email: string) => (admin.name ? splitName(admin.name) : (otherwise ?? nameFromEmail(email)));
  if (admin.email && admin.password) {
    const email = admin.email.toLowerCase();
    const passwordHash = await hashPassword(admin.password);
    const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (existing) {
      await db
        .update(users)
        .set({ passwordHash, role: 'admin', status: 'active', passwordResetRequired: false })
        .where(eq(users.id, existing.id));
    } else {
      await db.insert(users).values({ email, ...nameFor(email), passwordHash, role: 'admin' });
    }
    log.info({ email }, 'admin account ready (from ADMIN_EMAIL)');
    return undefined;
  }
  if (admin.email || admin.password)
    log.warn({}, 'set both ADMIN_EMAIL and ADMIN_PASSWORD to choose the admin account');
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return undefined;
  const password = generatePassword();
  await db.insert(users).values({
    email: DEFAULT_ADMIN_EMAIL,
    ...nameFor(DEFAULT_ADMIN_EMAIL),
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  log.info({ email: DEFAULT_ADMIN_EMAIL }, 'admin account created with a generated password');
  return {
    title: 'Back office (admin)',
    page: '/admin',
    fields: [
      ['e-mail', DEFAULT_ADMIN_EMAIL],
      ['password', password],
    ],
    note: 'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
  };
}
