import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { contactInquiries } from '../db/schema/index';
import { seedDemoInquiries } from '../features/inquiries';
import { createTestDatabase, type TestDatabase } from './test-database';

const quiet = { info: () => {} };
const triggers = async (database: TestDatabase) =>
  rowsOf<{ tgname: string }>(
    await database.db.execute(sql`select tgname from pg_trigger where tgname = 'kept_databases_probe'`),
  );
const inquiryIds = async (database: TestDatabase) =>
  (await database.db.select({ id: contactInquiries.id }).from(contactInquiries)).map((row) => row.id);

it('hands the next file a database with every table empty and ids counting from 1 again', async () => {
  const first = await createTestDatabase();
  await seedDemoInquiries(first.db, quiet);
  expect((await inquiryIds(first)).length).toBeGreaterThan(1);
  await first.destroy();

  const next = await createTestDatabase();
  try {
    expect(await inquiryIds(next)).toEqual([]);
    await seedDemoInquiries(next.db, quiet);
    expect(Math.min(...(await inquiryIds(next)))).toBe(1);
    await next.truncate();
    expect(await inquiryIds(next)).toEqual([]);
  } finally {
    await next.destroy();
  }
});

it('gives the next file a new database when a file changed the schema', async () => {
  const changed = await createTestDatabase();
  await changed.db.execute(sql`
    create trigger kept_databases_probe before insert on contact_inquiries
    for each row execute function suppress_redundant_updates_trigger()`);
  expect(await triggers(changed)).toHaveLength(1);
  await changed.destroy();

  const next = await createTestDatabase();
  try {
    expect(await triggers(next)).toEqual([]);
  } finally {
    await next.destroy();
  }
});
