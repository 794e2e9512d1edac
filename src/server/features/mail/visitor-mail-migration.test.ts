import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { siteBefore } from '../../testing/migrations';
import { visitorMailAllowance } from './visitor-mail';

// The database of a site that ran before migration 0022: the migrations before it only.
const site = siteBefore(22);

describe('migration 0022 (the daily cap per address in visitor_mail_addresses)', () => {
  it("carries over each address's visitor mail of the last day, so the cap goes on where it was", async () => {
    const { handle, upgrade } = await site.open();
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

    await upgrade();

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
