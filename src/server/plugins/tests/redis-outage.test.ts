import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { feedbackBody } from '../../testing/factories';
import { skipWithoutRedis, testRedisPrefix, testRedisUrl } from '../../testing/redis';
import { freePort } from '../../testing/smtp';
import { createUser, STAFF_PASSWORD } from '../../testing/staff';
import { startTcpProxy } from '../../testing/tcp-proxy';
import { json, setupTestApp, testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

const noRedis = await skipWithoutRedis('The Redis outage test');

// Redis reached through a proxy that the test cuts and restores: Redis restarting under a running instance.
describe.skipIf(noRedis)('Redis going away and coming back', () => {
  const keys = testRedisPrefix();
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(testRedisUrl).port || 6379));
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMITS: 'on', REDIS_URL: proxy.url('redis'), REDIS_KEY_PREFIX: keys.prefix });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    proxy?.close();
    await database?.destroy();
    await keys.clean();
  });

  const limits = async () => json<{ limits: string }>(await app.inject('/readyz')).limits;
  const until = async (state: string) => {
    const deadline = Date.now() + 15_000;
    while ((await limits()) !== state && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return limits();
  };
  const signIn = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { username, password },
      remoteAddress: '203.0.113.7',
    });

  it('keeps serving while it is gone, still slowing down guesses, and shares the counts again once it is back', async () => {
    expect(await limits()).toBe('shared');
    await proxy.cut();
    expect(await until('shared-store-unreachable')).toBe('shared-store-unreachable');

    const form = await app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody() });
    expect(form.statusCode).toBe(201);
    const user = await createUser(app.db, { role: 'admin' });
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(user.email, STAFF_PASSWORD)).statusCode).toBe(429);

    await proxy.restore();
    expect(await until('shared')).toBe('shared');
    expect((await signIn('someone@elevate.example', 'wrong password')).statusCode).toBe(401);
    const redis = new Redis(testRedisUrl);
    try {
      expect(await redis.keys(`${keys.prefix}login:staff:pair:*someone@elevate.example`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});

describe('an instance whose Redis does not answer at start-up', () => {
  const ctx = setupTestApp({
    env: { RATE_LIMITS: 'on' },
    before: async (env) => {
      env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    },
  });
  it('starts, keeps taking public forms, and still slows down password guessing (in memory)', async () => {
    const form = await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody() });
    expect(form.statusCode).toBe(201);
    const user = await createUser(ctx.app.db, { role: 'admin' });
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth',
        payload: { username: user.email, password },
        remoteAddress: '203.0.113.8',
      });
    for (let i = 0; i < 3; i++) expect((await signIn('wrong password')).statusCode).toBe(401);
    expect((await signIn(STAFF_PASSWORD)).statusCode).toBe(429);
    expect(json(await ctx.app.inject('/readyz'))).toMatchObject({ status: 'ok', limits: 'shared-store-unreachable' });
  });
});

describe('REDIS_URL and REDIS_KEY_PREFIX', () => {
  it('stop start-up with a message naming the variable when they are not right', () => {
    expect(() => testConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: REDIS_URL must be a redis:/);
    expect(() => testConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => testConfig({ REDIS_KEY_PREFIX: 'has spaces' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(testConfig({ REDIS_URL: 'rediss://user:secret@cache.internal:6380/2' })).toMatchObject({
      redisUrl: 'rediss://user:secret@cache.internal:6380/2',
      redisKeyPrefix: 'elevate:',
    });
  });
});
