import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * The team's saved replies (docs/product/live-chat.md, decision 061): a shortcut staff type after "/" in a live
 * chat's reply box, and the text it puts there.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: id(),
    shortcut: varchar('shortcut', { length: 40 }).notNull().unique(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_replies_shortcut_check', sql`${t.shortcut} ~ '^[a-z0-9-]{2,40}$'`),
    check('saved_replies_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
