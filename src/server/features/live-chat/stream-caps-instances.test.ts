import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../../contracts/chat';
import { type App, buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { memoryBus } from '../../lib/live-bus/bus';
import { openEventSource } from '../../testing/event-stream-client';
import { skipWithoutRedis, testRedisPrefix, testRedisUrl } from '../../testing/redis';
import { startTcpProxy } from '../../testing/tcp-proxy';
import { json, testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { redisStreamCaps } from './stream-caps/redis';

const noRedis = await skipWithoutRedis('The stream caps test over Redis');

type Stream = Awaited<ReturnType<typeof openEventSource>>;

// Two instances sharing Redis count one visitor's streams together: a stream on A is the oldest when B opens
// three more for the same chat, so A closes it. Instance A reaches Redis through a proxy the test cuts: meanwhile
// A counts its own streams in memory, and its caps still hold.
describe.skipIf(noRedis)('stream caps across two instances over Redis', () => {
  const keys = testRedisPrefix();
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let instanceA: App;
  let instanceB: App;
  let baseA = '';
  let baseB = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(Number(new URL(testRedisUrl).port || 6379));
    const build = async (redisUrl: string) => {
      // The shared store (and so Redis counting) comes with the rate limits.
      const config = testConfig({
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: keys.prefix,
        RATE_LIMITS: 'on',
        TRUST_PROXY: '127.0.0.1',
      });
      const handle = database.url ? openPostgres(database.url, { max: 4 }) : database;
      const app = await buildApp({ config, database: handle, ownsDatabase: Boolean(database.url), logger: false });
      await app.ready();
      return app;
    };
    instanceA = await build(proxy.url('redis'));
    instanceB = await build(testRedisUrl);
    baseA = await instanceA.listen({ port: 0, host: '127.0.0.1' });
    baseB = await instanceB.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    proxy?.close();
    await database?.destroy();
    await keys.clean();
  });

  const handedOffChat = async (address: string) => {
    const response = await instanceA.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: "I'd like to talk to a human" }], sessionId: null },
      remoteAddress: address,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<ChatResponse>(response).sessionId;
  };
  const visitorStream = async (base: string, sessionId: string, address: string) => {
    const stream = await openEventSource(`${base}/api/chat/${sessionId}/live`, { 'x-forwarded-for': address });
    await stream.next('state');
    return stream;
  };
  const stillOpen = async (streams: Stream[]) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return streams.map((stream) => stream.isEnded());
  };

  it("closes a visitor's stream on instance A when three newer ones open on instance B", async () => {
    const sessionId = await handedOffChat('198.51.100.20');
    const onA = await visitorStream(baseA, sessionId, '198.51.100.20');
    const onB: Stream[] = [];
    for (let n = 0; n < 2; n++) onB.push(await visitorStream(baseB, sessionId, '198.51.100.20'));
    expect(await stillOpen([onA, ...onB])).toEqual([false, false, false]);

    onB.push(await visitorStream(baseB, sessionId, '198.51.100.20'));
    expect(await onA.next('replaced')).toEqual({ message: expect.any(String) });
    await onA.ended();
    expect(await stillOpen(onB)).toEqual([false, false, false]);
    for (const stream of onB) stream.close();
  });

  it('counts in memory on an instance that cannot reach Redis, so its own caps still hold', async () => {
    const sessionId = await handedOffChat('198.51.100.21');
    await proxy.cut();
    try {
      const deadline = Date.now() + 10_000;
      while (instanceA.sharedStore?.reachable() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(instanceA.sharedStore?.reachable()).toBe(false);
      const onA: Stream[] = [];
      for (let n = 0; n < 4; n++) onA.push(await visitorStream(baseA, sessionId, '198.51.100.21'));
      const [first, ...rest] = onA as [Stream, ...Stream[]];
      await first.next('replaced');
      await first.ended();
      expect(await stillOpen(rest)).toEqual([false, false, false]);
      for (const stream of rest) stream.close();
    } finally {
      await proxy.restore();
    }
  });

  it('drops the streams of an instance that stopped (its liveness key expired) without counting them', async () => {
    const redis = new Redis(testRedisUrl);
    const store = { redis, prefix: `${keys.prefix}unit:`, reachable: () => true };
    const bus = memoryBus();
    const quiet = { warn: () => undefined, info: () => undefined };
    const replaced: string[] = [];
    const stream = (name: string) => ({ replace: () => replaced.push(name) });
    const caps = [{ key: 'chat', cap: 2 }];
    try {
      const crashed = redisStreamCaps(store, bus, quiet);
      await crashed.admit(stream('crashed 1'), caps);
      await crashed.admit(stream('crashed 2'), caps);
      crashed.close();
      const set = `${store.prefix}live-streams:chat`;
      expect(await redis.zcard(set)).toBe(2);
      expect(await redis.pttl(set)).toBeGreaterThan(0);
      // The instance stops renewing its liveness, which then expires.
      const [liveness, ...more] = await redis.keys(`${store.prefix}live-streams:instance:*`);
      expect(more).toEqual([]);
      await redis.del(liveness ?? '');

      const running = redisStreamCaps(store, bus, quiet);
      await running.admit(stream('running 1'), caps);
      await running.admit(stream('running 2'), caps);
      expect(replaced).toEqual([]);
      expect(await redis.zcard(set)).toBe(2);
      await running.admit(stream('running 3'), caps);
      expect(replaced).toEqual(['running 1']);
      running.close();
    } finally {
      redis.disconnect();
    }
  });
});
