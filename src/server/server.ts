import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { firstRunBox, keepFirstRun } from './first-run';
import { asyncStandardOutput } from './plugins/request-log';
import { seedDatabase } from './seed';

// The log, written to standard output without blocking; flushed before the process exits.
const output = asyncStandardOutput();

/** Starts the product: migrate, seed an empty database, serve, and shut down gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({
    config,
    database,
    ownsDatabase: true,
    pages: true,
    mailWorker: true,
    logOutput: output,
  });
  const generated = await seedDatabase(app.db, { config, log: app.log, mailer: app.mail.mailer });
  const url = `http://localhost:${config.port}`;
  const siteUrl = config.site.siteUrl.replace(/\/$/, '');
  // On disk before listening: a port already taken must not lose the only copy of the passwords.
  const firstRunFile = await keepFirstRun(config.dataDir, generated, siteUrl, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      output.flushSync();
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    output.flushSync();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ url, database: database.kind, dataDir: config.dataDir }, `${config.site.name} is serving`);
  } finally {
    // Last of the start-up output, in order with the log lines before it (the same stream), so the next lines are
    // those of requests; printed even when listening failed. Plain text, never a JSON log line.
    if (generated.length > 0) output.print(firstRunBox(generated, siteUrl, firstRunFile));
  }
}

main().catch((error) => {
  output.flushSync();
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
