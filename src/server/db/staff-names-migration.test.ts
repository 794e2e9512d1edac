import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteBefore } from '../testing/migrations';
import { rowsOf } from './client';

// The database of a site that ran before migration 0024: its first admin still "Site Administrator".
const site = siteBefore(24);

describe('migration 0024 (staff named from their e-mail address)', () => {
  it('names staff still called "Site Administrator" from their e-mail, and leaves everyone else as they are', async () => {
    const { handle, upgrade } = await site.open();
    await handle.db.execute(sql`
      insert into users (email, first_name, last_name, password_hash, role) values
        ('maria.lopez2@example.com', 'Site', 'Administrator', 'x', 'admin'),
        ('admin@example.com', 'Site', 'Administrator', 'x', 'admin'),
        ('42@example.com', 'Site', 'Administrator', 'x', 'support'),
        ('kai@example.com', 'Kai', 'Lopez', 'x', 'support'),
        ('site@example.com', 'Site', 'Manager', 'x', 'manager')`);

    await upgrade();

    const names = rowsOf<{ email: string; first_name: string; last_name: string }>(
      await handle.db.execute(sql`select email, first_name, last_name from users order by id`),
    );
    expect(names).toEqual([
      { email: 'maria.lopez2@example.com', first_name: 'Maria', last_name: 'Lopez' },
      { email: 'admin@example.com', first_name: 'Admin', last_name: '' },
      { email: '42@example.com', first_name: 'Team', last_name: 'Member' },
      { email: 'kai@example.com', first_name: 'Kai', last_name: 'Lopez' },
      { email: 'site@example.com', first_name: 'Site', last_name: 'Manager' },
    ]);
    await handle.close();
  });
});
