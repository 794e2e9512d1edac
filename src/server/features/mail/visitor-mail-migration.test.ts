import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf } from '../../db/client';
import { migrationsDir } from '../../lib/paths';
import { visitorMailAllowance } from './visitor-mail';

// The database of a site that ran before migration 0022: the migrations before it only.
const before = mkdtempSync(path.join(os.tmpdir(), 'elevate-migrations-'));
cpSync(migrationsDir, before, { recursive: true });
const journalPath = path.join(before, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
writeFileSync(
  journalPath,
  JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.tag < '0022') }),
);
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0022 (the daily cap per address in visitor_mail_addresses)', () => {
  it("carries over each address's visitor mail of the last day, so the cap goes on where it was", async () => {
    const handle = openPglite();
    // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the drizzle instance as migrate.ts gives it
    const db = handle.db as any;
    await migrate(db, { migrationsFolder: before });
    const mail = (n: number, kind: string, to: string, age: string) =>
      handle.db.execute(sql`
        insert into mail_outbox (message_id, kind, to_address, subject, text_body, html_body, created_at)
        values (${`<m${n}@example.com>`}, ${kind}, ${to}, 's', 't', 'h', now() - ${age}::interval)`);
    await mail(1, 'inquiry_confirmation', 'Full@Example.com', '2 hours');
    await mail(2, 'feedback_confirmation', 'full@example.com', '1 hour');
    await mail(3, 'chat_transcript', 'full@example.com', '10 minutes');
    await mail(4, 'inquiry_confirmation', 'once@example.com', '3 hours');
    await mail(5, 'inquiry_confirmation', 'once@example.com', '30 hours');
    await mail(6, 'inquiry_notification', 'staff@example.com', '1 hour');

    await migrate(db, { migrationsFolder: migrationsDir });

    const kept = rowsOf<{ address: string; n: number }>(
      await handle.db.execute(
        sql`select address, cardinality(recent)::int as n from visitor_mail_addresses order by address`,
      ),
    );
    expect(kept).toEqual([
      { address: 'full@example.com', n: 3 },
      { address: 'once@example.com', n: 1 },
    ]);
    const caps = { perAddressPerDay: 3, sitePerHour: 60 };
    const decide = (address: string) => handle.db.transaction((tx) => visitorMailAllowance(tx, address, caps));
    expect(await decide('FULL@example.com')).toBe('address_cap');
    expect(await decide('once@example.com')).toBe('queued');
    await handle.close();
  }, 60_000);
});
