import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/index';

/** Starts the product: migrate, seed an empty database, serve, and shut down gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({ config, database, ownsDatabase: true, pages: true, mailWorker: true });
  await seedDatabase(app.db, { config, log: app.log, mailer: app.mail.mailer });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, dataDir: config.dataDir },
    `${config.site.name} is serving`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
