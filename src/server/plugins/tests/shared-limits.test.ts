import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { feedbackBody } from '../../testing/factories';
import { skipWithoutRedis, testRedisPrefix, testRedisUrl } from '../../testing/redis';
import { createUser, STAFF_PASSWORD } from '../../testing/staff';
import { json, testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

const noRedis = await skipWithoutRedis('The two-instance limits test');
const A = '203.0.113.40';
const B = '198.51.100.41';

/** Two instances of the product on one database, as behind a load balancer, with the given environment. */
function twoInstances(env: () => Promise<Record<string, string>>) {
  const ctx = {} as { database: TestDatabase; apps: [App, App] };
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = testConfig({ RATE_LIMITS: 'on', ...(await env()) });
    const build = () => buildApp({ config, database: ctx.database, logger: false });
    ctx.apps = [await build(), await build()];
    await Promise.all(ctx.apps.map((app) => app.ready()));
  }, 60_000);
  beforeEach(async () => {
    await ctx.database.truncate();
  });
  afterAll(async () => {
    await Promise.all((ctx.apps ?? []).map((app) => app.close()));
    await ctx.database?.destroy();
  });
  return ctx;
}

/**
 * Sends `count` feedback forms from one address, alternating between the instances; answers the statuses. An
 * empty form (400, nothing stored) counts against the limit like a complete one.
 */
async function submitFeedback(apps: [App, App], count: number, address = A, form: 'complete' | 'empty' = 'complete') {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await apps[i % 2]!.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: form === 'complete' ? feedbackBody({ subject: `Visit ${i}` }) : {},
      remoteAddress: address,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const signIn = (app: App, username: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/api/admin/auth', payload: { username, password }, remoteAddress: address });

describe.skipIf(noRedis)('two instances sharing Redis (REDIS_URL)', () => {
  const keys = testRedisPrefix();
  const ctx = twoInstances(async () => ({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keys.prefix }));
  beforeEach(() => keys.clean());
  afterAll(() => keys.clean());

  it('let one address through exactly its ten public forms a minute, whichever instance serves them', async () => {
    const statuses = await submitFeedback(ctx.apps, 13);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    expect(await submitFeedback(ctx.apps, 2, B)).toEqual([201, 201]);
  });

  it('make an address wait after three failed sign-ins on either instance, longer each time, while the right password from another address gets in', async () => {
    const [one, two] = ctx.apps;
    const user = await createUser(one.db, { role: 'admin' });
    for (const app of [one, two, one])
      expect((await signIn(app, user.email, 'wrong password', A)).statusCode).toBe(401);
    const blocked = await signIn(two, user.email, STAFF_PASSWORD, A);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');

    expect((await signIn(two, user.email, STAFF_PASSWORD, B)).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signIn(one, user.email, 'wrong password', A)).statusCode).toBe(401);
    const longer = await signIn(two, user.email, STAFF_PASSWORD, A);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('4');
  });

  it('stop an address that tried twenty accounts, on every instance', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signIn(ctx.apps[i % 2]!, `guess${i}@elevate.example`, 'x', A)).statusCode).toBe(401);
    for (const app of ctx.apps) expect((await signIn(app, 'guess99@elevate.example', 'x', A)).statusCode).toBe(429);
    expect((await signIn(ctx.apps[0], 'guess99@elevate.example', 'x', B)).statusCode).toBe(401);
  });

  it('share the portal sign-in throttle too', async () => {
    const [one, two] = ctx.apps;
    const portal = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/property-manager/authenticate',
        payload: { locationCode: 'LUX101', password: 'not the password' },
        remoteAddress: A,
      });
    for (const app of [one, two, one]) expect((await portal(app)).statusCode).toBe(401);
    expect((await portal(two)).statusCode).toBe(429);
  });

  it('say so in /readyz', async () => {
    expect(json(await ctx.apps[0].inject('/readyz'))).toMatchObject({ status: 'ok', limits: 'shared' });
  });
});

describe('two instances without REDIS_URL', () => {
  const ctx = twoInstances(async () => ({}));
  it('count each in its own memory, as before: one address gets its limit from each', async () => {
    const statuses = await submitFeedback(ctx.apps, 22, A, 'empty');
    expect(statuses.filter((status) => status !== 429)).toHaveLength(20);
    expect(json(await ctx.apps[0].inject('/readyz'))).toMatchObject({ limits: 'per-instance' });
  });
});
