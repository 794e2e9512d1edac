import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CHAT_SESSION_MESSAGES_MAX,
  type ChatContactRequest,
  type ChatInput,
  type ChatMessage,
  type StaffChatMessage,
  TRANSCRIPTS_PER_HOUR,
} from '../../../contracts/chat';
import type { Database } from '../../db/client';
import { chatMessages, chatSessions, mailOutbox } from '../../db/schema/index';
import { conflict, invalid, notFound, tooMany } from '../../lib/domain-error';
import type { EngineReply } from '../assistant';
import type { Mailer } from '../mail';
import { chatTranscript } from '../mail';
import { lockConversation, type MessageRow, storedByClientId, toChatMessage } from './live';

export type ClientMeta = { ipAddress: string; userAgent: string | null };
type ChatSessionRow = typeof chatSessions.$inferSelect;

/** A random, unguessable session id: 144 bits, URL-safe. */
export const newSessionId = () => randomBytes(18).toString('base64url');

export async function findSession(db: Database, sessionId: string) {
  const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
  return session;
}

/** How long after starting a conversation its first message, sent again, still finds it. */
const FIRST_MESSAGE_RESENT_WITHIN = sql`interval '10 minutes'`;

/**
 * The session to talk in: the one named, when it exists; otherwise a new one with the client's address and
 * agent. `maxNewPerHour` stops one address from opening sessions without end. A conversation's first message sent
 * again (its answer, which named the new session, was lost) finds the session it started: from the same address,
 * within minutes, holding a message with the same `clientMessageId`. The page the visitor is on becomes the
 * session's; the referrer is kept only by the session it starts (decision 061).
 */
export async function openSession(
  db: Database,
  sessionId: string | null,
  meta: ClientMeta,
  contact: {
    userEmail?: string | undefined;
    userName?: string | undefined;
    clientMessageId?: string | undefined;
    page?: string | undefined;
    referrer?: string | undefined;
  },
  maxNewPerHour: number | undefined,
) {
  const existing = sessionId ? await findSession(db, sessionId) : undefined;
  if (existing) return movedTo(db, existing, contact.page);
  if (contact.clientMessageId !== undefined) {
    const [started] = await db
      .select()
      .from(chatSessions)
      .where(
        and(
          eq(chatSessions.ipAddress, meta.ipAddress),
          gt(chatSessions.startedAt, sql`now() - ${FIRST_MESSAGE_RESENT_WITHIN}`),
          // Qualified by hand: a bare session_id would be the inner table's.
          sql`exists (select 1 from chat_messages m
            where m.session_id = ${chatSessions}.session_id and m.client_message_id = ${contact.clientMessageId})`,
        ),
      );
    if (started) return movedTo(db, started, contact.page);
  }
  if (maxNewPerHour !== undefined) {
    const [opened] = await db
      .select({ n: count() })
      .from(chatSessions)
      .where(
        and(eq(chatSessions.ipAddress, meta.ipAddress), gt(chatSessions.startedAt, sql`now() - interval '1 hour'`)),
      );
    if ((opened?.n ?? 0) >= maxNewPerHour)
      throw tooMany('Too many new conversations from this address. Please try again later.');
  }
  const [created] = await db
    .insert(chatSessions)
    .values({
      sessionId: newSessionId(),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      userEmail: contact.userEmail ?? null,
      userName: contact.userName ?? null,
      pagePath: contact.page ?? null,
      referrer: contact.referrer ?? null,
    })
    .returning();
  if (!created) throw new Error('Chat session was not stored');
  return created;
}

/** The session with the page the visitor now writes from, when they said one and it is another. */
async function movedTo(db: Database, session: ChatSessionRow, page: string | undefined): Promise<ChatSessionRow> {
  if (page === undefined || page === session.pagePath) return session;
  await db.update(chatSessions).set({ pagePath: page }).where(eq(chatSessions.id, session.id));
  return { ...session, pagePath: page };
}

/**
 * Stores the visitor's message and the assistant's reply together, and touches the session. A message sent again
 * (its `clientMessageId` already stored here) stores nothing and answers the first one, `repeated`.
 */
export async function storeExchange(
  db: Database,
  session: typeof chatSessions.$inferSelect,
  input: ChatInput,
  reply: EngineReply,
): Promise<{ reply: typeof chatMessages.$inferSelect } | { repeated: MessageRow }> {
  return db.transaction(async (tx) => {
    // One writer at a time per conversation, as in a live chat: ids commit in the order streams read them.
    await lockConversation(tx, session.sessionId);
    const repeat = await storedByClientId(tx, session.sessionId, input.clientMessageId);
    if (repeat && repeat.role !== 'user')
      throw conflict('This clientMessageId was already used for another message in this chat.');
    if (repeat) return { repeated: repeat };
    const [stored] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session.sessionId));
    if ((stored?.n ?? 0) + 2 > CHAT_SESSION_MESSAGES_MAX)
      throw conflict('This conversation is full. Please start a new one.');
    await tx.insert(chatMessages).values({
      sessionId: session.sessionId,
      role: 'user',
      content: input.text,
      clientMessageId: input.clientMessageId ?? null,
    });
    const [assistant] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.sessionId,
        role: 'assistant',
        content: reply.text,
        sources: reply.sources,
        confidence: reply.confidence,
        explanation: reply.explanation,
      })
      .returning();
    await tx
      .update(chatSessions)
      .set({
        lastActiveAt: new Date(),
        ...(input.userEmail && !session.userEmail ? { userEmail: input.userEmail } : {}),
        ...(input.userName && !session.userName ? { userName: input.userName } : {}),
      })
      .where(eq(chatSessions.sessionId, session.sessionId));
    if (!assistant) throw new Error('Assistant message was not stored');
    return { reply: assistant };
  });
}

/** The visitor's latest message in a session, which a short follow-up is read against. */
export async function lastVisitorMessage(db: Database, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, 'user')))
    .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
    .limit(1);
  return row?.content;
}

async function historyRows(db: Database, sessionId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id));
}

/** The conversation as the visitor sees it. */
export async function readHistory(db: Database, sessionId: string): Promise<ChatMessage[]> {
  return (await historyRows(db, sessionId)).map(toChatMessage);
}

/** The conversation as staff see it: each answer with why it was given. */
export async function readHistoryForStaff(db: Database, sessionId: string): Promise<StaffChatMessage[]> {
  return (await historyRows(db, sessionId)).map((row) => ({
    ...toChatMessage(row),
    explanation: row.explanation ?? null,
  }));
}

export async function saveContact(db: Database, sessionId: string, contact: ChatContactRequest) {
  const [updated] = await db
    .update(chatSessions)
    .set({ userName: contact.userName, userEmail: contact.userEmail, userPhone: contact.userPhone ?? null })
    .where(eq(chatSessions.sessionId, sessionId))
    .returning({ id: chatSessions.id });
  if (!updated) throw notFound('Chat session not found');
}

/**
 * Mails the whole conversation to the contact saved on the session, and to no one else, through the outbox;
 * at most TRANSCRIPTS_PER_HOUR per session, and within the caps on visitor mail (429 past them). Marks the
 * session "Email Sent".
 */
export async function sendTranscript(db: Database, sessionId: string, mailer: Mailer) {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound('Chat session not found');
  const to = session.userEmail;
  if (!to || !session.userName) throw invalid('Save your name and e-mail address before asking for the transcript');
  const [recent] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'chat_transcript'),
        eq(mailOutbox.resource, 'chat_session'),
        eq(mailOutbox.resourceId, sessionId),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= TRANSCRIPTS_PER_HOUR)
    throw tooMany('This transcript was already sent several times in the last hour.');
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id));
  const outcome = await db.transaction(async (tx) => {
    const queued = await mailer.queueForVisitor(tx, {
      ...chatTranscript(messages, mailer.site),
      kind: 'chat_transcript',
      to,
      replyTo: mailer.site.email,
      resource: 'chat_session',
      resourceId: sessionId,
    });
    if (queued.outcome === 'queued')
      await tx.update(chatSessions).set({ emailSent: true }).where(eq(chatSessions.id, session.id));
    return queued.outcome;
  });
  // Refused after the commit: a cap's notice to staff, queued in the same transaction, is kept.
  if (outcome === 'address_cap' || outcome === 'site_cap')
    throw tooMany(`We cannot send more e-mail to this address right now. Please call us at ${mailer.site.phone}.`);
  if (outcome !== 'queued') throw new Error('The transcript could not be queued');
  mailer.kick();
}

/** The visitor's helpful / not helpful on one assistant answer of their own session. */
export async function rateMessage(db: Database, sessionId: string, messageId: number, helpful: boolean | null) {
  const [updated] = await db
    .update(chatMessages)
    .set({ helpful })
    .where(
      and(eq(chatMessages.id, messageId), eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, 'assistant')),
    )
    .returning({ id: chatMessages.id });
  if (!updated) throw notFound('Message not found');
}
