import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services take this and never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Extensions the migrations use (the dashboard search's trigram indexes). */
export const pgliteExtensions = { pg_trgm };

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server ends (a restart, an administrator) must not take the process down: the pool
  // drops it and opens a new one on the next query; the next query reports a real outage.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL in DATA_DIR/pglite (or in memory when no folder is given, as in tests). */
export function openPglite(dataDir?: string, client?: PGlite): DatabaseHandle {
  let pglite = client;
  if (!pglite) {
    if (dataDir) {
      const folder = path.join(dataDir, 'pglite');
      mkdirSync(folder, { recursive: true });
      pglite = new PGlite(folder, { extensions: pgliteExtensions });
    } else {
      pglite = new PGlite({ extensions: pgliteExtensions });
    }
  }
  const owned = pglite;
  const db = drizzlePglite(owned, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await owned.query('select 1');
    },
    close: async () => {
      if (!owned.closed) await owned.close();
    },
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
