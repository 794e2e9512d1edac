import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MailKind } from '../../../contracts/enums';
import type { Database } from '../../db/client';
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
  await tx.execute(sql`select pg_advisory_xact_lock(${VISITOR_MAIL_LOCK})`);
  const visitorMail = inArray(mailOutbox.kind, [...visitorMailKinds]);
  const [toAddress] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()),
        gt(mailOutbox.createdAt, sql`now() - interval '1 day'`),
        visitorMail,
      ),
    );
  if ((toAddress?.n ?? 0) >= caps.perAddressPerDay) return 'address_cap';
  const [site] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`), visitorMail));
  if ((site?.n ?? 0) >= caps.sitePerHour) return 'site_cap';
  return 'queued';
}
