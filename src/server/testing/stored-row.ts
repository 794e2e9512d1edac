import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The first row `table` holds: in a test that stored one, the row it stored (undefined when none was). */
export async function storedRow<T extends PgTable>(db: Database, table: T): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db.select().from(table as PgTable);
  return row as T['$inferSelect'] | undefined;
}
