import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { withinDeadline } from '../lib/deadline';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services take this and never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** A trivial query; rejects when the database does not answer within PING_TIMEOUT_MS. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls the listener with each connection the server ended or the network lost, idle or in use; answers a
   * function that stops the calls. The pool forgets such a connection and opens a new one on the next query.
   */
  onConnectionLost(listener: (error: Error) => void): () => void;
};

/** How long a readiness check waits for the database. */
export const PING_TIMEOUT_MS = 2_000;
/** How long a query waits for a new connection before the request fails (503): a server that hangs, not refuses. */
const CONNECT_TIMEOUT_MS = 3_000;

/** PostgreSQL's type id of `bytea`. */
const BYTEA = 17;

/**
 * How every embedded database is opened: the extensions the migrations use (the dashboard search's trigram indexes),
 * and `bytea` written and read as hex by Node's own Buffer code. PGlite's built-in conversion goes byte by byte in
 * JavaScript, which held the server's thread for about 300 ms each time the assistant's model (a few MB) was saved.
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  serializers: {
    [BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('a bytea value must be bytes');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const listeners = new Set<(error: Error) => void>();
  const lost = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  // A connection can fail at any time: idle in the pool (the pool drops it), or held by a query or a
  // transaction. The pool listens only to idle connections, and an 'error' event nobody listens to ends the
  // process; so every connection gets a listener of its own for its whole life. The driver rejects the query in
  // flight and refuses the transaction's later ones, the transaction ends in an error, and the pool drops the
  // connection when it is released.
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // A lost connection may say so twice (the server's last message, then the closed socket): report it once.
      if (reported) return;
      reported = true;
      lost(error);
    });
  });
  pool.on('error', () => {
    // Already reported by the connection's own listener above.
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await withinDeadline(
        PING_TIMEOUT_MS,
        () => db.execute(sql`select 1`),
        () => new Error(`Database did not answer within ${PING_TIMEOUT_MS} ms`),
      );
    },
    close: () => pool.end(),
    onConnectionLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Embedded PostgreSQL in DATA_DIR/pglite (or in memory when no folder is given, as in tests). */
export function openPglite(dataDir?: string, client?: PGlite): DatabaseHandle {
  let pglite = client;
  if (!pglite) {
    if (dataDir) {
      const folder = path.join(dataDir, 'pglite');
      mkdirSync(folder, { recursive: true });
      pglite = new PGlite(folder, pgliteOptions);
    } else {
      pglite = new PGlite(pgliteOptions);
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
    // In the same process: there is no connection to lose.
    onConnectionLost: () => () => {},
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** The rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
