import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { type AnswerExplanation, chatConfidences } from '../../../contracts/chat';
import { handoffStatuses, storedChatRoles } from '../../../contracts/enums';
import { checkIn, id, lower, oneOf, stamp } from './columns';
import { users } from './users';

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    sessionId: varchar('session_id', { length: 64 }).notNull().unique(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    startedAt: stamp('started_at').notNull().defaultNow(),
    lastActiveAt: stamp('last_active_at').notNull().defaultNow(),
    userEmail: varchar('user_email', { length: 255 }),
    userName: varchar('user_name', { length: 120 }),
    userPhone: varchar('user_phone', { length: 40 }),
    emailSent: boolean('email_sent').notNull().default(false),
    // The hand-off to a person (docs/product/live-chat.md): where it stands, since when, and who has it.
    handoff: oneOf('handoff', 16, handoffStatuses),
    handoffAt: stamp('handoff_at'),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    agentName: varchar('agent_name', { length: 80 }),
    // The last message each side has seen (0: none).
    visitorReadId: integer('visitor_read_id').notNull().default(0),
    agentReadId: integer('agent_read_id').notNull().default(0),
    // Where the visitor is and came from (decision 061): the site path at their latest message, and the origin and
    // path of the referring address when the session began (never a query or a hash).
    pagePath: varchar('page_path', { length: 200 }),
    referrer: varchar('referrer', { length: 500 }),
  },
  (t) => [
    index('chat_sessions_last_active_idx').on(t.lastActiveAt.desc()),
    index('chat_sessions_ip_started_idx').on(t.ipAddress, t.startedAt),
    checkIn('chat_sessions_handoff_check', t.handoff, handoffStatuses),
    index('chat_sessions_handoff_open_idx').on(t.handoffAt).where(sql`${t.handoff} in ('waiting', 'live')`),
    // A visitor's earlier chats, found by e-mail whatever its case.
    index('chat_sessions_email_idx').on(lower(t.userEmail)),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
    role: oneOf('role', 20, storedChatRoles).notNull(),
    content: text('content').notNull(),
    // The first name a staff message is signed with, as the visitor saw it.
    authorName: varchar('author_name', { length: 80 }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    // The training entries and site sections an assistant answer came from, how sure the engine was, and why.
    sources: jsonb('sources').$type<{ id: number | null; title: string; link?: string | null }[]>(),
    // Written only by the engine, through this typed column.
    confidence: oneOf('confidence', 20, chatConfidences),
    explanation: jsonb('explanation').$type<AnswerExplanation>(),
    // The visitor's verdict on an assistant answer: helpful, not helpful, or none given.
    helpful: boolean('helpful'),
    timestamp: stamp('timestamp').notNull().defaultNow(),
    // The id the sender's browser made for a visitor's or staff member's message: a resend of it (after a network
    // error) is answered with the stored message, never stored twice (docs/product/live-chat.md).
    clientMessageId: uuid('client_message_id'),
  },
  (t) => [
    checkIn('chat_messages_role_check', t.role, storedChatRoles),
    index('chat_messages_session_time_idx').on(t.sessionId, t.timestamp),
    uniqueIndex('chat_messages_session_client_id_idx')
      .on(t.sessionId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
  ],
);
