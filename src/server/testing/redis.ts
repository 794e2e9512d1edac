import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, or the machine's own. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the tests cannot reach Redis, or undefined when they can. In CI that is a failure, locally a skip. */
export async function redisUnavailableReason(): Promise<string | undefined> {
  const redis = new Redis(testRedisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${testRedisUrl} does not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    redis.disconnect();
  }
}

/** Skips (locally) or fails (CI) a test file that needs Redis: answers whether to skip. */
export async function skipWithoutRedis(what: string): Promise<boolean> {
  const reason = await redisUnavailableReason();
  if (reason && process.env.CI) throw new Error(`${what} cannot run: ${reason}.`);
  if (reason) console.warn(`${what} skipped: ${reason}.`);
  return Boolean(reason);
}

/** A key prefix of its own for one test run, and a way to delete its keys afterwards. */
export function testRedisPrefix() {
  const prefix = `elevate-test:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async clean() {
      const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 0 });
      redis.on('error', () => {});
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
