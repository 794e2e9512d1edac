import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type LiveBus, memoryBus } from '../lib/live-bus/bus';
import { postgresBus } from '../lib/live-bus/postgres';
import { redisBus } from '../lib/live-bus/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signals about live conversations, heard by every instance (decision 042). */
    liveBus: LiveBus;
  }
}

/**
 * Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY on a PostgreSQL server, and this process alone on
 * the embedded database (which only one process can open).
 */
export const liveBusPlugin = fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix, databaseUrl } = app.config;
    const log = app.log.child({ component: 'live-bus' });
    const bus = redisUrl
      ? redisBus(redisUrl, redisKeyPrefix, log)
      : databaseUrl && app.database.kind === 'postgres'
        ? postgresBus(
            databaseUrl,
            (channel, payload) => app.db.execute(sql`select pg_notify(${channel}, ${payload})`),
            log,
          )
        : memoryBus();
    app.decorate('liveBus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'live-bus', dependencies: ['database'] },
);
