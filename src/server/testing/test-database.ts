import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres, pgliteExtensions, rowsOf } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withDatabase } from './global-setup';

export type TestDatabase = DatabaseHandle & {
  /** The connection URL of a PostgreSQL test database (undefined on PGlite). */
  url: string | undefined;
  /** Empties every table (keeps the schema), for a clean slate between tests. */
  truncate(): Promise<void>;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
};

/** A freshly migrated database of its own for one test file: a copy of the migrated PGlite, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (url) {
    const template = process.env.TEST_TEMPLATE_DATABASE;
    const name = `elevate_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    if (template) await admin.query(`create database ${name} template ${template}`);
    else await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = withDatabase(url, name);
    handle = openPostgres(databaseUrl, { max: 5 });
    if (!template) await migrateDatabase(handle);
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dump = process.env.TEST_PGLITE_DUMP;
    if (dump) {
      const client = new PGlite({ loadDataDir: new Blob([readFileSync(dump)]), extensions: pgliteExtensions });
      handle = openPglite(undefined, client);
    } else {
      handle = openPglite();
      await migrateDatabase(handle);
    }
  }
  return {
    ...handle,
    url: databaseUrl,
    async truncate() {
      const tables = rowsOf<{ tablename: string }>(
        await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
      );
      const names = tables.map((row) => `"${row.tablename}"`).join(', ');
      if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    },
    async destroy() {
      await handle.close();
      await drop();
    },
  };
}
