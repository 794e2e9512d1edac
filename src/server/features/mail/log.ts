import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { MailLogItem, MailLogQuery, MailPreview } from '../../../contracts/mail-log';
import { mailLogQuery } from '../../../contracts/mail-log';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { present } from '../../lib/present';
import { type Actor, unitOfWork } from '../activity';
import type { Mailer } from './mailer';

type Row = typeof mailOutbox.$inferSelect;

const toItem = (row: Row): MailLogItem => ({
  id: row.id,
  kind: row.kind,
  toAddress: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The e-mail log: every queued message, newest first, optionally one status. */
export async function listMail(db: Database, input: MailLogQuery) {
  const query = mailLogQuery.parse(input);
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The answer to a message id that is not in the log. */
export const NO_SUCH_MESSAGE = 'No such message.';

export async function previewMail(db: Database, id: number): Promise<MailPreview | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row
    ? { ...toItem(row), messageId: row.messageId, textBody: row.textBody, htmlBody: row.htmlBody, replyTo: row.replyTo }
    : undefined;
}

/**
 * Resend: a message not yet sent is due again at once; a sent one goes again as a new message (its own
 * Message-ID), so a receiver that drops duplicates still gets it. The log row names the message queued; after the
 * commit the mail worker is woken to send it.
 */
export async function resendMail(
  db: Database,
  id: number,
  mailer: Mailer,
  actor: Actor,
  events: DomainEvents,
): Promise<MailLogItem> {
  return unitOfWork({ db, events }, actor, async ({ tx, record, after }) => {
    const mail = await queueAgain(tx, id);
    record({ action: 'resend_mail', resource: 'mail', resourceId: id, details: { queuedAs: mail.id } });
    after('wake the mail worker', () => mailer.kick());
    return mail;
  });
}

/** The message `id` due again at once or, once sent, a copy of it as a new message; 404 when there is no such message. */
async function queueAgain(tx: Database, id: number): Promise<MailLogItem> {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound(NO_SUCH_MESSAGE);
  if (row.status === 'sent') {
    const domain = row.messageId.split('@')[1]?.replace('>', '') ?? 'localhost';
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
    const [created] = await tx
      .insert(mailOutbox)
      .values({
        ...copy,
        messageId: `<${randomUUID()}@${domain}>`,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
        lockedAt: null,
        lastError: null,
        sentAt: null,
      })
      .returning();
    return toItem(present(created));
  }
  const [updated] = await tx
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), lockedAt: null })
    .where(eq(mailOutbox.id, id))
    .returning();
  return toItem(present(updated));
}
