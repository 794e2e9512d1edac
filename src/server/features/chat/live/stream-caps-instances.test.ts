import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { memoryBus } from '../../../lib/live-bus/bus';
import { setupProxiedInstances } from '../../../testing/instances';
import { handedOffChat, type Stream, visitorStream } from '../../../testing/live-chat';
import { skipWithoutRedis, testRedisUrl } from '../../../testing/redis';
import { redisStreamCaps } from './stream-caps/redis';

const noRedis = await skipWithoutRedis('The stream caps test over Redis');

// Two instances sharing Redis count one visitor's streams together: a stream on A is the oldest when B opens
// three more for the same chat, so A closes it. Instance A reaches Redis through a proxy the test cuts: meanwhile
// A counts its own streams in memory, and its caps still hold.
describe.skipIf(noRedis)('stream caps across two instances over Redis', () => {
  // The shared store (and so Redis counting) comes with the rate limits.
  const rateLimited = { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' };
  const two = setupProxiedInstances({
    target: () => Number(new URL(testRedisUrl).port || 6379),
    env: (_database, proxied) => [
      { ...rateLimited, REDIS_URL: proxied('redis') },
      { ...rateLimited, REDIS_URL: testRedisUrl },
    ],
  });

  const stillOpen = async (streams: Stream[]) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return streams.map((stream) => stream.isEnded());
  };

  it("closes a visitor's stream on instance A when three newer ones open on instance B", async () => {
    const sessionId = await handedOffChat(two.a, '198.51.100.20');
    const onA = await visitorStream(two.baseA, sessionId, '198.51.100.20');
    const onB: Stream[] = [];
    for (let n = 0; n < 2; n++) onB.push(await visitorStream(two.baseB, sessionId, '198.51.100.20'));
    expect(await stillOpen([onA, ...onB])).toEqual([false, false, false]);

    onB.push(await visitorStream(two.baseB, sessionId, '198.51.100.20'));
    expect(await onA.next('replaced')).toEqual({ message: expect.any(String) });
    await onA.ended();
    expect(await stillOpen(onB)).toEqual([false, false, false]);
    for (const stream of onB) stream.close();
  });

  it('counts in memory on an instance that cannot reach Redis, so its own caps still hold', async () => {
    const sessionId = await handedOffChat(two.a, '198.51.100.21');
    await two.proxy.cut();
    try {
      const deadline = Date.now() + 10_000;
      while (two.a.sharedStore?.reachable() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(two.a.sharedStore?.reachable()).toBe(false);
      const onA: Stream[] = [];
      for (let n = 0; n < 4; n++) onA.push(await visitorStream(two.baseA, sessionId, '198.51.100.21'));
      const [first, ...rest] = onA as [Stream, ...Stream[]];
      await first.next('replaced');
      await first.ended();
      expect(await stillOpen(rest)).toEqual([false, false, false]);
      for (const stream of rest) stream.close();
    } finally {
      await two.proxy.restore();
    }
  });

  it('drops the streams of an instance that stopped (its liveness key expired) without counting them', async () => {
    const redis = new Redis(testRedisUrl);
    const store = { redis, prefix: `${two.keys.prefix}unit:`, reachable: () => true };
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
