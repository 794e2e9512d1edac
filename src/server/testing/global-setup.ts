import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * Migrates the schema once per run: into a PGlite data directory that every test file loads a copy of, or,
 * with TEST_DATABASE_URL, into a PostgreSQL template database that every test file clones.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `elevate_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = openPostgres(withDatabase(url, template), { max: 1 });
    await migrateDatabase(handle);
    await handle.close();
    process.env.TEST_TEMPLATE_DATABASE = template;
    return async () => {
      // The clones the test files kept to the end (kept-databases.ts), then the template.
      const clones = await admin.query<{ name: string }>(
        `select datname as name from pg_database where datname like '${template}\\_%'`,
      );
      for (const { name } of clones.rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const handle = openPglite();
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const folder = path.join(os.tmpdir(), `elevate-test-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.TEST_PGLITE_DUMP = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
