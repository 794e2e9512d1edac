import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';

export type InsertCounts = Record<string, number>;

/**
 * Counts the rows every table of the application gains, with a trigger per table that adds to a counter in a
 * schema of its own (test databases only). The counters move with the transaction, so a rolled-back insert
 * counts nothing, and reading them is one small query however many tables there are.
 */
export async function insertCounter(db: Database): Promise<() => Promise<InsertCounts>> {
  await db.execute(sql`create schema if not exists fuzz`);
  await db.execute(sql`create table if not exists fuzz.inserts (table_name text primary key, n bigint not null)`);
  await db.execute(
    sql.raw(`create or replace function fuzz.count_insert() returns trigger language plpgsql as $$
      begin
        insert into fuzz.inserts values (tg_table_name, 1)
          on conflict (table_name) do update set n = fuzz.inserts.n + 1;
        return null;
      end $$`),
  );
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  ).map((row) => row.tablename);
  for (const table of tables) {
    await db.execute(
      sql.raw(`create or replace trigger fuzz_count_insert after insert on "${table}"
        for each row execute function fuzz.count_insert()`),
    );
  }
  return async () => {
    const rows = rowsOf<{ table_name: string; n: string | number }>(
      await db.execute(sql`select table_name, n from fuzz.inserts`),
    );
    return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.n)]));
  };
}

/** The tables that gained rows between two readings. */
export const tablesThatGrew = (before: InsertCounts, after: InsertCounts) =>
  Object.keys(after).filter((table) => (after[table] ?? 0) > (before[table] ?? 0));
