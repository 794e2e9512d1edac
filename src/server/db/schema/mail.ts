import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { mailKinds, mailStatuses } from '../../../contracts/enums';
import { checkIn, createdAt, id, oneOf, stamp, updatedAt } from './columns';

/**
 * Outgoing mail, written in the same transaction as the record it is about; the mail worker sends it with
 * retries. The Message-ID is fixed when the row is written, so a retry is recognisably the same message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    messageId: varchar('message_id', { length: 255 }).notNull().unique(),
    kind: oneOf('kind', 40, mailKinds).notNull(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    replyTo: varchar('reply_to', { length: 255 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: oneOf('status', 20, mailStatuses).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    lockedAt: stamp('locked_at'),
    lastError: text('last_error'),
    sentAt: stamp('sent_at'),
    resource: varchar('resource', { length: 50 }),
    resourceId: varchar('resource_id', { length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('mail_outbox_kind_check', t.kind, mailKinds),
    checkIn('mail_outbox_status_check', t.status, mailStatuses),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_resource_idx').on(t.resource, t.resourceId),
  ],
);

/**
 * The site's hourly cap on visitor mail as a set of places, one per message the cap allows (created as they are
 * first needed): a message takes a place last taken more than an hour ago, so no hour holds more messages than
 * there are places. Concurrent requests take different places without waiting for each other (features/mail/
 * visitor-mail.ts, decision 048).
 */
export const visitorMailPlaces = pgTable(
  'visitor_mail_places',
  {
    place: integer('place').primaryKey(),
    takenAt: stamp('taken_at').notNull().default(sql`'-infinity'`),
  },
  (t) => [index('visitor_mail_places_taken_idx').on(t.takenAt)],
);

/**
 * The daily cap per visitor address: when each message to the address (lower-cased) in the last 24 hours was queued,
 * oldest first. A message to the address appends its time (and drops those older than a day) in the statement that
 * decides it, under the row's lock, so two requests for one address never both take its last place
 * (features/mail/visitor-mail.ts). A row whose every time is more than a day old is removed by the worker.
 */
export const visitorMailAddresses = pgTable('visitor_mail_addresses', {
  address: varchar('address', { length: 255 }).primaryKey(),
  recent: timestamp('recent', { withTimezone: true, mode: 'date' }).array().notNull(),
});
