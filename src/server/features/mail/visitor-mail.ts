import { sql } from 'drizzle-orm';
import type { MailKind } from '../../../contracts/enums';
import { type Database, rowsOf } from '../../db/client';
import { visitorMailAddresses, visitorMailPlaces } from '../../db/schema/index';
import { runStatement } from './statement';

/** Mail to an address a visitor typed: the only mail a stranger can make the product send. */
export const visitorMailKinds = [
  'inquiry_confirmation',
  'feedback_confirmation',
  'chat_transcript',
] as const satisfies readonly MailKind[];

export const isVisitorMail = (kind: MailKind) => (visitorMailKinds as readonly MailKind[]).includes(kind);

/**
 * The caps on visitor mail, kept in the database (so they hold across instances and whatever RATE_LIMITS says):
 * at most `perAddressPerDay` to one address in 24 hours (the address's times, visitor_mail_addresses), at most
 * `sitePerHour` to all visitors in an hour (places taken, visitor_mail_places).
 */
export type VisitorMailCaps = { perAddressPerDay: number; sitePerHour: number };

/** What became of a message to a visitor: queued, held back by a cap, or not queued because of a fault. */
export type VisitorMailOutcome = 'queued' | 'address_cap' | 'site_cap' | 'failed';

/**
 * The SQL (common table expressions, to follow a WITH) that decides one message to a visitor in one statement,
 * given the statement's parameters: `address` (lower-cased), `perDay`, `perHour`, and `wanted` (false when the
 * message could not be queued at all). It defines `decided` with one row, `outcome`: a VisitorMailOutcome, or
 * 'unready' when the places of the hourly cap do not all exist yet (nothing is taken then: make them and run it
 * again).
 *
 * - `held` locks the address's row (when it has one) and reads its latest times, even those committed after the
 *   statement began: a request for the same address waits here for the one before it.
 * - `place` takes the hourly place taken longest ago, if that was over an hour ago and the address is under its
 *   cap; a place another transaction holds is skipped, not waited for (decision 048).
 * - `counted` then appends this message's time to the address (dropping times older than a day) only if it is
 *   still under its cap: a first message to an address that another request is writing at the same moment waits
 *   for that request's commit and is judged on its times. A place taken by a message `counted` then refuses stays
 *   taken for the hour (the hourly cap only grows stricter); this needs two requests for one new address at once.
 *
 * A place and a time belong to the transaction of the statement: given back if it does not commit.
 */
export function decideVisitorMail(p: { address: string; perDay: string; perHour: string; wanted: string }) {
  return `held as (
    select recent from visitor_mail_addresses where address = ${p.address} for update),
  recent as (
    select count(*)::int as n from held, unnest(held.recent) as t(at) where t.at > now() - interval '1 day'),
  ready as (
    select exists (select 1 from visitor_mail_places where place = ${p.perHour} - 1) as ok),
  place as (
    update visitor_mail_places set taken_at = now()
    where place = (
      select place from visitor_mail_places
      where place < ${p.perHour} and taken_at <= now() - interval '1 hour'
        and ${p.wanted} and (select n from recent) < ${p.perDay}
      order by taken_at limit 1
      for update skip locked)
    returning place),
  counted as (
    insert into visitor_mail_addresses as a (address, recent)
    select ${p.address}, array[now()] from place
    on conflict (address) do update
      set recent = array(select t from unnest(a.recent) as t where t > now() - interval '1 day') || now()
      where (select count(*) from unnest(a.recent) as t where t > now() - interval '1 day') < ${p.perDay}
    returning address),
  decided as (
    select case
      when not ${p.wanted} then 'failed'
      when (select n from recent) >= ${p.perDay} then 'address_cap'
      when exists (select 1 from counted) then 'queued'
      when exists (select 1 from place) then 'address_cap'
      when not (select ok from ready) then 'unready'
      else 'site_cap' end as outcome)`;
}

const allowanceStatement = `with ${decideVisitorMail({ address: '$1', perDay: '$2', perHour: '$3', wanted: 'true' })}
  select outcome from decided`;

/**
 * Whether one more message to `address` fits under the caps, and if so, its time and its place under the hourly
 * cap taken, in one statement. Call it in the transaction that queues the message, right before queuing it: both
 * are given back if that transaction does not commit.
 */
export async function visitorMailAllowance(
  tx: Database,
  address: string,
  caps: VisitorMailCaps,
): Promise<'queued' | 'address_cap' | 'site_cap'> {
  const decide = async () => {
    const [decided] = await runStatement<{ outcome: VisitorMailOutcome | 'unready' }>(
      tx,
      'visitor_mail_allowance',
      allowanceStatement,
      [address.toLowerCase(), caps.perAddressPerDay, caps.sitePerHour],
    );
    return decided?.outcome ?? 'unready';
  };
  let outcome = await decide();
  if (outcome === 'unready') {
    await addMissingPlaces(tx, caps.sitePerHour);
    outcome = await decide();
  }
  if (outcome === 'unready' || outcome === 'failed') throw new Error('The visitor mail places were not made');
  return outcome;
}

/**
 * Makes the places the hourly cap allows that do not exist yet (a new database, a cap raised). Two transactions
 * making the same places at once: the second waits for the first and adds none.
 */
export async function addMissingPlaces(db: Database, sitePerHour: number): Promise<void> {
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${visitorMailPlaces} where place < ${sitePerHour}`),
  );
  if ((existing?.n ?? 0) >= sitePerHour) return;
  await db.execute(sql`insert into ${visitorMailPlaces} (place)
    select generate_series(0, ${sitePerHour - 1}) on conflict do nothing`);
}

/**
 * Forgets the addresses whose last message is more than a day old: they count nothing any more. The mail worker
 * runs it every hour.
 */
export async function forgetQuietAddresses(db: Database): Promise<void> {
  await db.execute(sql`delete from ${visitorMailAddresses}
    where ${visitorMailAddresses.recent}[array_upper(${visitorMailAddresses.recent}, 1)] <= now() - interval '1 day'
      or cardinality(${visitorMailAddresses.recent}) = 0`);
}
