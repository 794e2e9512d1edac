import { eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { users } from '../schema/index';

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

const DEFAULT_ADMIN_EMAIL = 'admin@elevate-micromarkets.example';

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD an active admin with exactly these credentials exists afterwards. Without them,
 * an empty user table gets one admin whose generated password is printed once, to the console only.
 */
export async function seedAdmin(
  db: Database,
  admin: { email: string | undefined; password: string | undefined },
  log: Log,
  print: (line: string) => void = (line) => console.log(line),
) {
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
      await db
        .insert(users)
        .values({ email, firstName: 'Site', lastName: 'Administrator', passwordHash, role: 'admin' });
    }
    log.info({ email }, 'admin account ready (from ADMIN_EMAIL)');
    return;
  }
  if (admin.email || admin.password)
    log.warn({}, 'set both ADMIN_EMAIL and ADMIN_PASSWORD to choose the admin account');
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  const password = generatePassword();
  await db.insert(users).values({
    email: DEFAULT_ADMIN_EMAIL,
    firstName: 'Site',
    lastName: 'Administrator',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  print(
    [
      '',
      '  An admin account was created for this new database. This password is shown only once:',
      `    e-mail:   ${DEFAULT_ADMIN_EMAIL}`,
      `    password: ${password}`,
      '  Sign in at /admin. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
      '',
    ].join('\n'),
  );
}
