import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll } from 'vitest';
import { openPglite } from '../db/client';
import { migrationsDir } from '../lib/paths';

/**
 * The database of a site that ran before migration `first` (its number, 14 for 0014): `open()` gives a new embedded
 * database with only the migrations before it, and `upgrade()` runs the others, as the next start would. The
 * migrations it has are a copy of the folder, deleted after the file's tests.
 */
export function siteBefore(first: number) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'elevate-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < first) }),
  );
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return {
    async open() {
      const handle = openPglite();
      // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the drizzle instance as migrate.ts gives it
      const db = handle.db as any;
      await migrate(db, { migrationsFolder: folder });
      return { handle, upgrade: () => migrate(db, { migrationsFolder: migrationsDir }) };
    },
  };
}
