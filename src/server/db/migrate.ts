import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths';
import type { DatabaseHandle } from './client';

/** Applies the committed SQL migrations in drizzle/ (the same files on both databases). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: migrationsDir };
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: both migrators accept the same drizzle instance shape
    await migratePglite(handle.db as any, options);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(handle.db as any, options);
  }
}
