import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteBefore } from '../testing/migrations';
import { rowsOf } from './client';

// The database of a site that ran before migration 0014: the migrations up to 0013 only.
const site = siteBefore(14);

describe('migrations 0014 (location_credentials becomes locations) and 0016 (its credentials apart again)', () => {
  // Every migration on a new embedded database, twice: it takes longer than the app's tests on a loaded machine.
  it('keeps every location, its id, what refers to it, its sign-in, and the next id', async () => {
    const { handle, upgrade } = await site.open();
    await handle.db.execute(sql`
      insert into location_credentials (location_name, location_code, address, property_manager, contact_email,
        contact_phone, password_hash)
      values ('Harbor Point Towers', 'LUX777', '12 Quay Street', 'Rosa Diaz', 'rosa@example.com', '(555) 010-2020', 'x')`);
    await handle.db.execute(sql`
      insert into partnership_milestones (location_id, milestone_type, title)
      select id, 'approval', 'Board approval' from location_credentials`);

    await upgrade();

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
