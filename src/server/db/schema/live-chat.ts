import { integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, stamp } from './columns';
import { userSessions, users } from './users';

/**
 * Staff who said they can take chats, one row per signed-in session: signing out deletes the session and with it
 * the row; `seenAt` moves while the back office is open, and a row not seen for a few minutes no longer counts.
 */
export const staffPresence = pgTable('staff_presence', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => userSessions.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: stamp('seen_at').notNull().defaultNow(),
});

/** A browser that asked for Web Push notifications of waiting chats, for one staff member. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: varchar('p256dh', { length: 200 }).notNull(),
  auth: varchar('auth', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

/** Keys the server makes for itself on first start (the Web Push VAPID pair), shared by every instance. */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
