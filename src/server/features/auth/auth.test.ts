import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userActivity, userSessions, users } from '../../db/schema/index';
import { createUser, login, STAFF_PASSWORD } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const auth = (payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/auth', payload, headers });
const session = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });
/** Whether the session check finds someone signed in: it answers 200 either way, with the member or null. */
async function signedIn(cookie?: string) {
  const answer = await session(cookie);
  expect(answer.statusCode).toBe(200);
  return json<{ user: unknown }>(answer).user !== null;
}

describe('POST /api/admin/auth', () => {
  it('signs in with a JSON body: an HttpOnly, SameSite=Lax session cookie; only its hash is stored', async () => {
    const admin = await createUser(ctx.app.db, { role: 'admin', email: 'dana@elevate.example' });
    const response = await auth({ username: 'dana@elevate.example', password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
    const cookie = response.cookies.find((c) => c.name === 'elevate_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const [stored] = await ctx.app.db.select().from(userSessions);
    expect(stored?.userId).toBe(admin.id);
    expect(stored?.sessionToken).not.toBe(cookie?.value);
    const me = await session(`elevate_staff=${cookie?.value}`);
    expect(json(me)).toEqual({
      user: {
        id: admin.id,
        email: 'dana@elevate.example',
        firstName: 'Sam',
        lastName: 'Rivera',
        role: 'admin',
        passwordResetRequired: false,
      },
    });
  });

  it('signs in with a Basic header, the e-mail in any case', async () => {
    await createUser(ctx.app.db, { role: 'manager', email: 'lee@elevate.example' });
    const basic = Buffer.from(`LEE@Elevate.Example:${STAFF_PASSWORD}`).toString('base64');
    const response = await auth(undefined, { authorization: `Basic ${basic}` });
    expect(response.statusCode).toBe(200);
    const [user] = await ctx.app.db.select().from(users);
    expect(user?.loginCount).toBe(1);
    expect(user?.lastLogin).toBeInstanceOf(Date);
  });

  it('answers a wrong password and an unknown e-mail the same way, and logs the failure', async () => {
    await createUser(ctx.app.db, { role: 'admin', email: 'dana@elevate.example' });
    const wrong = await auth({ username: 'dana@elevate.example', password: 'nope nope' });
    const unknown = await auth({ username: 'nobody@elevate.example', password: 'nope nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(json(wrong)).toMatchObject({ message: 'Invalid username or password' });
    const failures = await ctx.app.db.select().from(userActivity).where(eq(userActivity.action, 'login_failed'));
    expect(failures).toHaveLength(2);
  });

  it.each(['suspended', 'inactive'] as const)('refuses a %s account with the same answer', async (status) => {
    const user = await createUser(ctx.app.db, { role: 'admin', status });
    const response = await auth({ username: user.email, password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ message: 'Invalid username or password' });
  });

  it.each(['user', 'property_manager'] as const)('gives a %s no way into the back office', async (role) => {
    const user = await createUser(ctx.app.db, { role });
    expect((await auth({ username: user.email, password: STAFF_PASSWORD })).statusCode).toBe(401);
  });

  it('with an empty body answers whether the session is still good (the page re-check)', async () => {
    const user = await createUser(ctx.app.db, { role: 'support' });
    const cookie = await login(ctx.app, user.email);
    expect((await auth({ username: '', password: '' }, { cookie })).statusCode).toBe(200);
    expect((await auth({ username: '', password: '' })).statusCode).toBe(401);
  });

  it('gives a new token at every sign-in and ends the previous one of that browser', async () => {
    const user = await createUser(ctx.app.db, { role: 'admin' });
    const first = await login(ctx.app, user.email);
    const again = await auth({ username: user.email, password: STAFF_PASSWORD }, { cookie: first });
    const second = `elevate_staff=${again.cookies.find((c) => c.name === 'elevate_staff')?.value}`;
    expect(second).not.toBe(first);
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(true);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const user = await createUser(ctx.app.db, { role: 'admin' });
    const cookie = await login(ctx.app, user.email);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'elevate_staff')?.value).toBe('');
    expect(await signedIn(cookie)).toBe(false);
    const actions = (await ctx.app.db.select().from(userActivity)).map((row) => row.action);
    expect(actions).toEqual(['login', 'logout']);
  });

  it('ends after 4 idle hours, and 24 hours after sign-in whatever the activity', async () => {
    const user = await createUser(ctx.app.db, { role: 'admin' });
    const cookie = await login(ctx.app, user.email);
    await ctx.app.db.update(userSessions).set({ lastSeenAt: sql`now() - interval '3 hours 50 minutes'` });
    expect(await signedIn(cookie)).toBe(true);
    await ctx.app.db.update(userSessions).set({ lastSeenAt: sql`now() - interval '4 hours 1 minute'` });
    expect(await signedIn(cookie)).toBe(false);

    const fresh = await login(ctx.app, user.email);
    await ctx.app.db.update(userSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await signedIn(fresh)).toBe(false);
  });

  it('stops working the moment the account is suspended', async () => {
    const user = await createUser(ctx.app.db, { role: 'admin' });
    const cookie = await login(ctx.app, user.email);
    await ctx.app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    expect(await signedIn(cookie)).toBe(false);
  });

  it('refuses a made-up token', async () => {
    expect(await signedIn('elevate_staff=forged-token-value')).toBe(false);
    // Every other back-office call still answers 401 without a live session.
    const overview = await ctx.app.inject({ url: '/api/admin/overview', headers: { cookie: 'elevate_staff=forged' } });
    expect(overview.statusCode).toBe(401);
    expect(overview.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please log in to continue.' });
  });

  it('answers a visit with no session at all with null, not a 401 the browser would log', async () => {
    expect(await signedIn()).toBe(false);
  });
});

describe('login throttling', () => {
  const throttled = setupTestApp({ env: { RATE_LIMITS: 'on' } });
  const attempt = (username: string, password: string, ip = '198.51.100.7') =>
    throttled.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('makes one address wait after three failures on an account, even with the right password, but not another address', async () => {
    const user = await createUser(throttled.app.db, { role: 'admin' });
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'wrong password')).statusCode).toBe(401);
    const blocked = await attempt(user.email, STAFF_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(json(blocked)).toMatchObject({ message: 'Too many failed sign-ins. Try again in 2 seconds.' });
    expect((await attempt(user.email, STAFF_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
  });

  it('answers 429 to an address that tries twenty accounts', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt(`guess${i}@elevate.example`, 'x', '198.51.100.50')).statusCode).toBe(401);
    expect((await attempt('guess99@elevate.example', 'x', '198.51.100.50')).statusCode).toBe(429);
    expect((await attempt('guess99@elevate.example', 'x', '198.51.100.51')).statusCode).toBe(401);
  });
});

describe('a password reset required by an admin', () => {
  it('allows only the session check and the change of password until the person has chosen a new one', async () => {
    const user = await createUser(ctx.app.db, { role: 'manager' });
    const other = await login(ctx.app, user.email);
    await ctx.app.db.update(users).set({ passwordResetRequired: true }).where(eq(users.id, user.id));
    const cookie = await login(ctx.app, user.email);
    expect(json(await session(cookie))).toMatchObject({ user: { passwordResetRequired: true } });
    const blocked = await ctx.app.inject({ url: '/api/admin/overview', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked)).toMatchObject({ message: 'Password change required' });

    const change = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/account/password', headers: { cookie }, payload });
    expect((await change({ currentPassword: 'wrong one', newPassword: 'a new password' })).statusCode).toBe(400);
    expect((await change({ currentPassword: STAFF_PASSWORD, newPassword: 'short' })).statusCode).toBe(400);
    expect((await change({ currentPassword: STAFF_PASSWORD, newPassword: 'a new password' })).statusCode).toBe(200);

    expect((await ctx.app.inject({ url: '/api/admin/overview', headers: { cookie } })).statusCode).toBe(200);
    expect(await signedIn(other)).toBe(false);
    await expect(login(ctx.app, user.email, 'a new password')).resolves.toContain('elevate_staff=');
  });
});
