import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres, pgliteOptions } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { emptyTables } from './empty-tables';
import { withDatabase } from './global-setup';
import { giveBackDatabase, type KeptDatabase, takeDatabase } from './kept-databases';

export type TestDatabase = DatabaseHandle & {
  /** The connection URL of a PostgreSQL test database (undefined on PGlite). */
  url: string | undefined;
  /** Empties every table (keeps the schema), for a clean slate between tests. */
  truncate(): Promise<void>;
  /** Hands the database, emptied, to the next test file, or discards it if the file changed its schema or closed it. */
  destroy(): Promise<void>;
};

/**
 * A migrated database with every table empty, for one test file: a copy of the migrated PGlite or a clone of the
 * PostgreSQL template, or one that an earlier file of this worker gave back as it found it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const kept = await takeDatabase(() => (url ? clonePostgres(url) : copyPglite()));
  return {
    ...kept.handle,
    url: kept.url,
    truncate: () => emptyTables(kept.handle),
    destroy: () => giveBackDatabase(kept),
  };
}

async function copyPglite(): Promise<KeptDatabase> {
  const dump = process.env.TEST_PGLITE_DUMP;
  const client = dump
    ? new PGlite({ ...pgliteOptions, loadDataDir: new Blob([readFileSync(dump)]) })
    : new PGlite(pgliteOptions);
  const handle = openPglite(undefined, client);
  if (!dump) await migrateDatabase(handle);
  return { handle, discard: () => handle.close() };
}

async function clonePostgres(url: string): Promise<KeptDatabase> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  // Named after the run's template, so that the run's end drops those still kept (global-setup.ts).
  const name = `${template ?? 'elevate_tpl'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  const handle = openPostgres(databaseUrl, { max: 5 });
  if (!template) await migrateDatabase(handle);
  return {
    handle,
    url: databaseUrl,
    async discard() {
      await handle.close().catch(() => {});
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
