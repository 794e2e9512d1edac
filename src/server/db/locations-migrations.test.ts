import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths';
import { openPglite, rowsOf } from './client';

// The database of a site that ran before migration 0014: the migrations up to 0013 only.
const before = mkdtempSync(path.join(os.tmpdir(), 'elevate-migrations-'));
cpSync(migrationsDir, before, { recursive: true });
const journalPath = path.join(before, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 13) }));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migrations 0014 (location_credentials becomes locations) and 0016 (its credentials apart again)', () => {
  // Every migration on a new embedded database, twice: it takes longer than the app's tests on a loaded machine.
  it('keeps every location, its id, what refers to it, its sign-in, and the next id', async () => {
    const handle = openPglite();
    // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the drizzle instance as migrate.ts gives it
    const db = handle.db as any;
    await migrate(db, { migrationsFolder: before });
    await handle.db.execute(sql`
      insert into location_credentials (location_name, location_code, address, property_manager, contact_email,
        contact_phone, password_hash)
      values ('Harbor Point Towers', 'LUX777', '12 Quay Street', 'Rosa Diaz', 'rosa@example.com', '(555) 010-2020', 'x')`);
    await handle.db.execute(sql`
      insert into partnership_milestones (location_id, milestone_type, title)
      select id, 'approval', 'Board approval' from location_credentials`);

    await migrate(db, { migrationsFolder: migrationsDir });

    const kept = rowsOf<{ id: number; location_code: string; title: string }>(
      await handle.db.execute(sql`
        select l.id, l.location_code, m.title from locations l join partnership_milestones m on m.location_id = l.id`),
    );
    expect(kept).toMatchObject([{ location_code: 'LUX777', title: 'Board approval' }]);
    // The manager's sign-in moved to its own table, with the location's id.
    const signIn = rowsOf<{ location_code: string; password_hash: string; password_change_required: boolean }>(
      await handle.db.execute(sql`
        select l.location_code, c.password_hash, c.password_change_required
        from location_credentials c join locations l on l.id = c.location_id`),
    );
    expect(signIn).toEqual([{ location_code: 'LUX777', password_hash: 'x', password_change_required: true }]);
    // The reference still holds: a milestone cannot point at a location that is not there.
    await expect(
      handle.db.execute(
        sql`insert into partnership_milestones (location_id, milestone_type, title) values (9999, 'approval', 'x')`,
      ),
    ).rejects.toThrow();
    const [next] = rowsOf<{ id: number }>(
      await handle.db.execute(sql`
        insert into locations (location_name, location_code, address, property_manager, contact_email, contact_phone)
        values ('Cedar Park Clinic', 'MED778', '3 Elm Road', 'Raj Patel', 'raj@example.com', '(555) 010-3030')
        returning id`),
    );
    expect(next?.id).toBe((kept[0]?.id ?? 0) + 1);
    await handle.close();
  }, 60_000);
});
