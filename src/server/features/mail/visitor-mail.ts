import { inArray, type SQL, sql } from 'drizzle-orm';
import type { MailKind } from '../../../contracts/enums';
import { type Database, rowsOf } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

/** Mail to an address a visitor typed: the only mail a stranger can make the product send. */
export const visitorMailKinds = [
  'inquiry_confirmation',
  'feedback_confirmation',
  'chat_transcript',
] as const satisfies readonly MailKind[];

export const isVisitorMail = (kind: MailKind) => (visitorMailKinds as readonly MailKind[]).includes(kind);

/**
 * The caps on visitor mail, counted in the database (so they hold across instances and whatever RATE_LIMITS
 * says): at most `perAddressPerDay` to one address in 24 hours, at most `sitePerHour` to all visitors in an hour.
 */
export type VisitorMailCaps = { perAddressPerDay: number; sitePerHour: number };

/** What became of a message to a visitor: queued, held back by a cap, or not queued because of a fault. */
export type VisitorMailOutcome = 'queued' | 'address_cap' | 'site_cap' | 'failed';

// Every decision about visitor mail takes this one transaction lock first, so two requests at the same moment
// cannot both take the last place under a cap. It is held only until the caller's transaction ends.
const VISITOR_MAIL_LOCK = 0x6d61696c; // "mail"

/**
 * Whether one more message to `address` fits under the caps. Call it in the transaction that queues the
 * message, right before queuing it.
 */
export async function visitorMailAllowance(
  tx: Database,
  address: string,
  caps: VisitorMailCaps,
): Promise<'queued' | 'address_cap' | 'site_cap'> {
  // The lock in a statement of its own: a statement sees what was committed when it began, so the counts must
  // begin after the lock is held, or they could miss the row of the transaction that held it just before.
  await tx.execute(sql`select pg_advisory_xact_lock(${VISITOR_MAIL_LOCK})`);
  // Both caps in one query, each count stopping at its cap (the answer is the same, and the work no larger than
  // the cap whatever the table holds): the address's recent mail through the (lower(to_address), created_at)
  // index, the site's last hour through the created_at index.
  const recent = (window: '1 day' | '1 hour', where: SQL, cap: number) => sql`(select count(*) from (
      select 1 from ${mailOutbox}
      where ${where} and ${mailOutbox.createdAt} > now() - ${sql.raw(`interval '${window}'`)}
        and ${inArray(mailOutbox.kind, [...visitorMailKinds])}
      limit ${cap}) as counted)::int`;
  const [counts] = rowsOf<{ toAddress: number; site: number }>(
    await tx.execute(sql`select
      ${recent('1 day', sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`, caps.perAddressPerDay)} as "toAddress",
      ${recent('1 hour', sql`true`, caps.sitePerHour)} as "site"`),
  );
  if ((counts?.toAddress ?? 0) >= caps.perAddressPerDay) return 'address_cap';
  if ((counts?.site ?? 0) >= caps.sitePerHour) return 'site_cap';
  return 'queued';
}
