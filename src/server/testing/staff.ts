import { beforeEach } from 'vitest';
import type { StaffRole } from '../../contracts/auth';
import type { UserRole, UserStatus } from '../../contracts/enums';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';

export const STAFF_PASSWORD = 'correct horse battery';

let counter = 0;

/** Stores a user with a known password (STAFF_PASSWORD unless told otherwise). */
export async function createUser(
  db: Database,
  overrides: { role?: UserRole; status?: UserStatus; email?: string; password?: string; firstName?: string } = {},
) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `${overrides.role ?? 'user'}-${counter}@elevate.example`,
      firstName: overrides.firstName ?? 'Sam',
      lastName: 'Rivera',
      role: overrides.role ?? 'user',
      status: overrides.status ?? 'active',
      passwordHash: await hashPassword(overrides.password ?? STAFF_PASSWORD),
    })
    .returning();
  if (!user) throw new Error('user not stored');
  return user;
}

/** Signs in through the API and answers the Cookie header value of the session. */
export async function login(app: App, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/auth', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'elevate_staff');
  if (!cookie) throw new Error('no session cookie');
  return `elevate_staff=${cookie.value}`;
}

/** A signed-in staff member of this role: the Cookie header to send. */
export async function loginAs(app: App, role: StaffRole) {
  const user = await createUser(app.db, { role });
  return { user, cookie: await login(app, user.email) };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request to the test's app (read when called: the app starts before all tests) with a session's Cookie header
 * (`cookie`, unless another is given) and the payload, if any.
 */
export const sessionCall =
  (ctx: { app: App }, cookie: () => string) =>
  (method: Method, url: string, payload?: object, as = cookie()) =>
    ctx.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

/**
 * A staff member of `role` signed in again before each test of the file (the database is emptied between tests):
 * `call(method, url, payload?, cookie?)` sends a request with their session, or with the one given.
 */
export function signedInStaff(ctx: { app: App }, role: StaffRole) {
  let cookie = '';
  beforeEach(async () => {
    cookie = (await loginAs(ctx.app, role)).cookie;
  });
  return sessionCall(ctx, () => cookie);
}
