import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ChatMessage, HandoffState } from '../../../../contracts/chat';
import type { LiveConversation } from '../../../../contracts/live-chat';
import type { Database } from '../../../db/client';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import { availableStaff } from './presence';

export type MessageRow = typeof chatMessages.$inferSelect;
type SessionRow = typeof chatSessions.$inferSelect;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  authorName: row.authorName ?? null,
  timestamp: row.timestamp.toISOString(),
  sources: row.sources ?? null,
  confidence: row.confidence ?? null,
  helpful: row.helpful ?? null,
});

export async function findConversation(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
  return row;
}

/** The conversation of a session id, or 404. */
export async function requireConversation(db: Database, sessionId: string): Promise<SessionRow> {
  const session = await findConversation(db, sessionId);
  if (!session) throw notFound('Chat session not found');
  return session;
}

/** The session row, locked until the transaction ends: messages of one conversation are stored one at a time. */
export async function lockConversation(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId)).for('update');
  return row;
}

export async function handoffStateOf(db: Database, session: SessionRow): Promise<HandoffState> {
  return {
    status: session.handoff ?? null,
    agentName: session.handoff === 'live' ? (session.agentName ?? null) : null,
    staffAvailable: (await availableStaff(db)) > 0,
  };
}

/** Messages stored after `afterId`, oldest first: what a stream has not sent yet. */
export async function messagesAfter(db: Database, sessionId: string, afterId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id));
  return rows.map(toChatMessage);
}

export async function readConversation(db: Database, sessionId: string): Promise<LiveConversation | undefined> {
  const session = await findConversation(db, sessionId);
  if (!session) return undefined;
  return {
    sessionId,
    handoff: await handoffStateOf(db, session),
    visitorReadId: session.visitorReadId,
    agentReadId: session.agentReadId,
    userName: session.userName,
    userEmail: session.userEmail,
    messages: await messagesAfter(db, sessionId, 0),
  };
}

/** Stores one message of a live conversation and touches the session (inside the caller's transaction). */
export async function insertMessage(
  tx: Database,
  sessionId: string,
  message: {
    role: MessageRow['role'];
    content: string;
    authorName?: string;
    authorId?: number;
    clientMessageId?: string | undefined;
  },
): Promise<MessageRow> {
  const [stored] = await tx
    .insert(chatMessages)
    .values({
      sessionId,
      role: message.role,
      content: message.content,
      authorName: message.authorName ?? null,
      authorId: message.authorId ?? null,
      clientMessageId: message.clientMessageId ?? null,
    })
    .returning();
  await tx.update(chatSessions).set({ lastActiveAt: sql`now()` }).where(eq(chatSessions.sessionId, sessionId));
  if (!stored) throw new Error('Chat message was not stored');
  return stored;
}

/**
 * The message a sender already stored in this conversation under the id their browser made for it, if any. Called
 * under the conversation's lock (`lockConversation`), so a resend waits for the first send to commit and finds it:
 * resends are answered with what was stored, never stored twice, whichever instance they reach.
 */
export async function storedByClientId(
  db: Database,
  sessionId: string,
  clientMessageId: string | undefined,
): Promise<MessageRow | undefined> {
  if (clientMessageId === undefined) return undefined;
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.clientMessageId, clientMessageId)));
  return row;
}

/**
 * What answered a visitor's message when it was stored: the assistant's message stored right after it in the same
 * transaction (an answer, or the notice of a hand-off), or nothing (a message to a person). "The same transaction"
 * is the same `timestamp`: the column defaults to now(), which PostgreSQL fixes for a whole transaction, and the
 * conversation's lock keeps any other message from coming between the two.
 */
export async function replyStoredWith(db: Database, message: MessageRow): Promise<MessageRow | undefined> {
  const [reply] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, message.sessionId),
        gt(chatMessages.id, message.id),
        eq(chatMessages.role, 'assistant'),
        sql`${chatMessages.timestamp} = (select m.timestamp from chat_messages m where m.id = ${message.id})`,
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(1);
  return reply;
}
