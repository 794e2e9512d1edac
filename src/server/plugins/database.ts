import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database every service takes. */
    db: Database;
    /** The connection behind it: kind, ping, close. */
    database: DatabaseHandle;
  }
}

/**
 * Hands the opened database to the app; closing the app closes it when the app owns it. A lost connection is
 * logged and survived: the requests that needed it answer 503 and the next ones open a new connection.
 */
export const databasePlugin = fp<{ handle: DatabaseHandle; owned: boolean }>(
  async (app, { handle, owned }) => {
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    const unsubscribe = handle.onConnectionLost((error) => {
      app.log.warn({ err: error }, 'database connection lost');
    });
    app.addHook('onClose', async () => unsubscribe());
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
