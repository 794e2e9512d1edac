import { inArray, sql } from 'drizzle-orm';
import type { MailKind } from '../../../contracts/enums';
import { type Database, rowsOf } from '../../db/client';
import { mailOutbox, visitorMailPlaces } from '../../db/schema/index';

/** Mail to an address a visitor typed: the only mail a stranger can make the product send. */
export const visitorMailKinds = [
  'inquiry_confirmation',
  'feedback_confirmation',
  'chat_transcript',
] as const satisfies readonly MailKind[];

export const isVisitorMail = (kind: MailKind) => (visitorMailKinds as readonly MailKind[]).includes(kind);

/**
 * The caps on visitor mail, kept in the database (so they hold across instances and whatever RATE_LIMITS says):
 * at most `perAddressPerDay` to one address in 24 hours (its mail counted), at most `sitePerHour` to all visitors
 * in an hour (places taken, visitorMailPlaces).
 */
export type VisitorMailCaps = { perAddressPerDay: number; sitePerHour: number };

/** What became of a message to a visitor: queued, held back by a cap, or not queued because of a fault. */
export type VisitorMailOutcome = 'queued' | 'address_cap' | 'site_cap' | 'failed';

// A visitor's address is decided under a transaction lock of its own (this key and a hash of the address), so two
// requests for one address cannot both take its last place; requests for different addresses do not wait.
const ADDRESS_LOCKS = 0x6d61696c; // "mail"

/**
 * Whether one more message to `address` fits under the caps, and if so, its place under the hourly cap taken.
 * Call it in the transaction that queues the message, right before queuing it: the place is given back if that
 * transaction does not commit.
 */
export async function visitorMailAllowance(
  tx: Database,
  address: string,
  caps: VisitorMailCaps,
): Promise<'queued' | 'address_cap' | 'site_cap'> {
  const lowered = address.toLowerCase();
  // The lock in a statement of its own: a statement sees what was committed when it began, so the count must
  // begin after the lock is held, or it could miss the row of the transaction that held it just before.
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${lowered}))`);
  const decide = async () => {
    // The address's mail of the last day through the (lower(to_address), created_at) index, the count stopping at
    // the cap; then, if it is under, the place taken longest ago, if that was over an hour ago. A place another
    // transaction holds is skipped, not waited for; the update re-reads the place it locks, so a place taken and
    // committed meanwhile is passed over.
    const [decided] = rowsOf<{ toAddress: number; place: number | null }>(
      await tx.execute(sql`with counted as (
          select count(*)::int as n from (
            select 1 from ${mailOutbox}
            where lower(${mailOutbox.toAddress}) = ${lowered} and ${mailOutbox.createdAt} > now() - interval '1 day'
              and ${inArray(mailOutbox.kind, [...visitorMailKinds])}
            limit ${caps.perAddressPerDay}) as recent),
        taken as (
          update ${visitorMailPlaces} set taken_at = now()
          where place = (
            select place from ${visitorMailPlaces}
            where place < ${caps.sitePerHour} and taken_at <= now() - interval '1 hour'
              and (select n from counted) < ${caps.perAddressPerDay}
            order by taken_at limit 1
            for update skip locked)
          returning place)
        select (select n from counted) as "toAddress", (select place from taken) as "place"`),
    );
    return { toAddress: decided?.toAddress ?? 0, place: decided?.place ?? null };
  };
  let decided = await decide();
  if (decided.toAddress >= caps.perAddressPerDay) return 'address_cap';
  if (decided.place === null && (await addMissingPlaces(tx, caps.sitePerHour))) decided = await decide();
  return decided.place === null ? 'site_cap' : 'queued';
}

/**
 * Makes the places the hourly cap allows that do not exist yet (a new database, a cap raised); answers whether it
 * made any. Two transactions making the same places at once: the second waits for the first and adds none.
 */
async function addMissingPlaces(tx: Database, sitePerHour: number): Promise<boolean> {
  const [existing] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from ${visitorMailPlaces} where place < ${sitePerHour}`),
  );
  if ((existing?.n ?? 0) >= sitePerHour) return false;
  await tx.execute(sql`insert into ${visitorMailPlaces} (place)
    select generate_series(0, ${sitePerHour - 1}) on conflict do nothing`);
  return true;
}
