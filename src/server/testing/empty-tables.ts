import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../db/client';

/**
 * Empties the tables a test wrote to and restarts their ids, and leaves the others alone: one query finds the
 * tables that hold a row or whose id sequence has moved, then one TRUNCATE empties them. Truncating every table
 * before each test cost more than most tests (a new file per table, 40 tables).
 */
export async function emptyTables(handle: DatabaseHandle): Promise<void> {
  const written = rowsOf<{ name: string }>(await handle.db.execute(sql.raw(await writtenTablesQuery(handle))));
  const names = written.map((row) => `"${row.name}"`).join(', ');
  if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

const writtenQueries = new WeakMap<DatabaseHandle, string>();

/** A query naming the public tables that hold a row or own a sequence that has handed out a value. */
async function writtenTablesQuery(handle: DatabaseHandle): Promise<string> {
  const known = writtenQueries.get(handle);
  if (known) return known;
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  ).map((row) => row.name);
  const withRows = tables.map((table) => `select '${table}' as name where exists (select 1 from "${table}")`);
  const sequenceMoved = `select distinct t.relname as name from pg_sequences s
      join pg_class q on q.relname = s.sequencename and q.relkind = 'S'
      join pg_depend d on d.objid = q.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
    where s.schemaname = 'public' and s.last_value is not null`;
  const query = [...withRows, sequenceMoved].join(' union ');
  writtenQueries.set(handle, query);
  return query;
}
