import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../db/client';
import { emptyTables } from './empty-tables';

/** A test database (with its URL on PostgreSQL) and how to be rid of it for good. */
export type KeptDatabase = { handle: DatabaseHandle; url?: string; discard(): Promise<void> };

/**
 * Databases that a test file gave back as it found them (every table empty, the schema as migrated), kept for the
 * next file of this worker: a new one costs a second or more (PGlite loading its migrated copy, PostgreSQL cloning
 * its template), emptying the tables a file wrote to a few milliseconds.
 */
const idle: KeptDatabase[] = [];
let migratedSchema: string | undefined;

export async function takeDatabase(open: () => Promise<KeptDatabase>): Promise<KeptDatabase> {
  const kept = idle.pop();
  if (kept) return kept;
  const fresh = await open();
  migratedSchema ??= await schemaOf(fresh.handle);
  return fresh;
}

/**
 * Empties what the file wrote and keeps the database for the next file, unless the file closed it or changed its
 * schema (a trigger, a constraint, a schema of its own): that one is discarded and the next file gets a new one.
 */
export async function giveBackDatabase(database: KeptDatabase): Promise<void> {
  try {
    if ((await schemaOf(database.handle)) === migratedSchema) {
      await emptyTables(database.handle);
      idle.push(database);
      return;
    }
  } catch {
    // Closed or cut off by the test: discarded below.
  }
  await database.discard();
}

/** A digest of what a test could change in the schema: namespaces, relations, columns, constraints, triggers, functions. */
async function schemaOf(handle: DatabaseHandle): Promise<string> {
  const [row] = rowsOf<{ digest: string }>(
    await handle.db.execute(sql`
      select md5(string_agg(part, ';' order by part)) as digest from (
        select 'namespace ' || nspname as part from pg_namespace
        union all
        select 'relation ' || c.oid::regclass::text || ' ' || c.relkind::text
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        union all
        select 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
            || case when a.attnotnull then ' not null' else '' end
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
        union all
        select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint
        union all
        select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
        union all
        select 'function ' || p.oid::regprocedure::text
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
      ) parts`),
  );
  return row?.digest ?? '';
}
