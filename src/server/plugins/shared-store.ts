import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Redis, shared by every instance: request limits and the sign-in throttle count there when it is configured. */
export type SharedStore = {
  redis: Redis;
  /** Put before every key (REDIS_KEY_PREFIX). */
  prefix: string;
  /** True while the connection is up: commands are answered, not refused. */
  reachable(): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined without REDIS_URL: each instance then counts in its own memory. */
    sharedStore: SharedStore | undefined;
  }
}

/** How long start-up waits for Redis before going on without it (it keeps reconnecting in the background). */
const STARTUP_WAIT_MS = 2_000;
/** A command that takes longer fails, and the caller falls back: a slow Redis must not slow down requests. */
const COMMAND_TIMEOUT_MS = 500;
/** One log line per this period at most while Redis cannot be reached. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * Connects to REDIS_URL when it is set. Commands fail at once while the connection is down (no queue), so that
 * callers fall back instead of waiting; the client reconnects by itself.
 */
export const sharedStorePlugin = fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl || !app.config.rateLimits) {
      app.decorate('sharedStore', undefined);
      return;
    }
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: STARTUP_WAIT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    let lastLogged = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
      lastLogged = Date.now();
      app.log.error(
        { err: error },
        'Redis unreachable: request limits are off and sign-in throttles count per instance',
      );
    });
    redis.on('ready', () => {
      if (lastLogged) app.log.info('Redis reachable again: limits are shared');
      lastLogged = 0;
    });
    await redis.connect().catch(() => {
      // Logged by the error listener; the client keeps trying.
    });
    app.decorate('sharedStore', { redis, prefix: redisKeyPrefix, reachable: () => redis.status === 'ready' });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'shared-store' },
);
