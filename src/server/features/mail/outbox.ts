import { randomUUID } from 'node:crypto';
import type { MailKind } from '../../../contracts/enums';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { RenderedEmail } from './templates/layout';

export type MailToQueue = RenderedEmail & {
  kind: MailKind;
  to: string;
  replyTo?: string;
  resource?: string;
  resourceId?: string | number;
};

// Exactly one address: no line breaks (nodemailer would read them as more recipients), no commas or angle brackets.
const singleAddress = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

export function assertSingleAddress(address: string): string {
  if (!singleAddress.test(address)) throw new Error(`Not a single e-mail address: ${JSON.stringify(address)}`);
  return address;
}

/**
 * Queues a message. Call it with the transaction that writes the record the mail is about, so both are stored
 * or neither is. The Message-ID is fixed now: every retry sends the same message.
 */
export async function enqueueMail(db: Database, mail: MailToQueue, messageDomain: string) {
  const [row] = await db
    .insert(mailOutbox)
    .values(toRow(mail, `<${randomUUID()}@${messageDomain}>`))
    .returning({ id: mailOutbox.id });
  return row;
}

/**
 * Queues a message under a Message-ID the caller makes from what it is about (a notice and its hour): the first
 * call queues it, a repeat (from this instance or another) queues nothing and answers undefined.
 */
export async function enqueueMailOnce(db: Database, mail: MailToQueue, messageId: string) {
  const [row] = await db
    .insert(mailOutbox)
    .values(toRow(mail, messageId))
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  return row;
}

/**
 * Queues several messages with one insert, each under a new Message-ID; answers each message's outbox id, in the
 * order given. Every row is built (and its address checked) before anything is written.
 */
export async function enqueueMails(db: Database, mails: MailToQueue[], messageDomain: string): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => toRow(mail, `<${randomUUID()}@${messageDomain}>`));
  const inserted = await db
    .insert(mailOutbox)
    .values(rows)
    .returning({ id: mailOutbox.id, messageId: mailOutbox.messageId });
  const ids = new Map(inserted.map((row) => [row.messageId, row.id]));
  return rows.map((row) => {
    const id = ids.get(row.messageId);
    if (id === undefined) throw new Error(`the outbox insert returned no row for ${row.messageId}`);
    return id;
  });
}

/** The longest value each bounded column takes; a longer one would fail the insert and abort the transaction. */
const columnLimits = { toAddress: 255, replyTo: 255, subject: 300, resource: 50, resourceId: 50 } as const;

/**
 * The outbox row of a message. Throws, before any query, on anything the table would refuse (a recipient that is
 * not one address, a value longer than its column), so that queuing in a caller's transaction cannot abort it.
 */
export function toRow(mail: MailToQueue, messageId: string) {
  const row = {
    messageId,
    kind: mail.kind,
    toAddress: assertSingleAddress(mail.to),
    replyTo: mail.replyTo ? assertSingleAddress(mail.replyTo) : null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    resource: mail.resource ?? null,
    resourceId: mail.resourceId === undefined ? null : String(mail.resourceId),
  };
  for (const [column, limit] of Object.entries(columnLimits)) {
    const value = row[column as keyof typeof columnLimits];
    if (value && value.length > limit) throw new Error(`Mail ${column} is longer than ${limit} characters`);
  }
  return row;
}
