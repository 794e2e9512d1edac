import { and, count, eq, gt, sql } from 'drizzle-orm';
import { CHAT_SESSION_MESSAGES_MAX } from '../../../../contracts/chat';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { conflict, notFound, refused, tooMany } from '../../../lib/domain-error';
import { type Actor, unitOfWork } from '../../activity';
import { insertMessage, lockConversation, type MessageRow, storedByClientId } from './conversation';
import type { LiveChatDeps } from './deps';
import { signalChanged, signalConversation } from './topics';

/** Messages one visitor may send a person in a minute: a fast typist stays under it, a script does not. */
export const VISITOR_MESSAGES_PER_MINUTE = 20;

export async function roomFor(tx: LiveChatDeps['db'], sessionId: string) {
  const [stored] = await tx.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  if ((stored?.n ?? 0) + 1 > CHAT_SESSION_MESSAGES_MAX)
    throw conflict('This conversation is full. Please start a new one.');
}

/** A client-made message id already used in this conversation for a message that is not this sender's. */
const usedElsewhere = () => conflict('This clientMessageId was already used for another message in this chat.');

/**
 * The visitor writes while a person is fetched or has the chat: the message is stored and shown to staff; the
 * assistant stays silent. Answers undefined when no person is involved (the assistant answers as usual). A resend
 * (the same `clientMessageId`) answers the message stored the first time, `repeated`, and stores nothing.
 */
export async function visitorSays(
  deps: LiveChatDeps,
  sessionId: string,
  text: string,
  clientMessageId?: string,
): Promise<{ message: MessageRow; repeated: boolean } | undefined> {
  const outcome = await deps.db.transaction(async (tx) => {
    const session = await lockConversation(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    const repeat = await storedByClientId(tx, sessionId, clientMessageId);
    if (repeat && repeat.role !== 'user') throw usedElsewhere();
    if (repeat) return { message: repeat, repeated: true };
    if (session.handoff !== 'waiting' && session.handoff !== 'live') return undefined;
    const [recent] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.role, 'user'),
          gt(chatMessages.timestamp, sql`now() - interval '1 minute'`),
        ),
      );
    if ((recent?.n ?? 0) >= VISITOR_MESSAGES_PER_MINUTE)
      throw tooMany('You are sending messages very fast. Please wait a moment.');
    await roomFor(tx, sessionId);
    return {
      message: await insertMessage(tx, sessionId, { role: 'user', content: text, clientMessageId }),
      repeated: false,
    };
  });
  if (outcome && !outcome.repeated) await signalConversation(deps.bus, sessionId, { kind: 'message' });
  return outcome;
}

/**
 * The staff member who has the chat writes to the visitor, signed with their first name. A resend (the same
 * `clientMessageId`) answers the message stored the first time and stores nothing, even if the chat has moved on.
 */
export async function staffSays(
  deps: LiveChatDeps,
  actor: Actor,
  firstName: string,
  sessionId: string,
  text: string,
  clientMessageId?: string,
) {
  return unitOfWork(deps, actor, async ({ tx, record, after }) => {
    const session = await lockConversation(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    const repeat = await storedByClientId(tx, sessionId, clientMessageId);
    if (repeat && (repeat.role !== 'staff' || repeat.authorId !== actor.userId)) throw usedElsewhere();
    if (repeat) return repeat;
    if (session.handoff !== 'live') throw conflict('Take this chat before writing in it.');
    if (session.agentId !== actor.userId)
      throw refused(`${session.agentName ?? 'Someone else'} has this chat: only they can write in it.`);
    await roomFor(tx, sessionId);
    const message = await insertMessage(tx, sessionId, {
      role: 'staff',
      content: text,
      authorName: firstName,
      ...(actor.userId === null ? {} : { authorId: actor.userId }),
      clientMessageId,
    });
    // Writing means having read everything before it.
    await tx.update(chatSessions).set({ agentReadId: message.id }).where(eq(chatSessions.sessionId, sessionId));
    record({ action: 'reply', resource: 'chat_session', resourceId: sessionId, details: { messageId: message.id } });
    after('signal', () => signalChanged(deps, sessionId));
    return message;
  });
}

/** One side has seen the conversation up to a message; the mark only moves forward. */
export async function markRead(deps: LiveChatDeps, sessionId: string, side: 'visitor' | 'staff', upTo: number) {
  const column = side === 'visitor' ? chatSessions.visitorReadId : chatSessions.agentReadId;
  const updated = await deps.db
    .update(chatSessions)
    .set(
      side === 'visitor'
        ? { visitorReadId: sql`greatest(${column}, ${upTo})` }
        : { agentReadId: sql`greatest(${column}, ${upTo})` },
    )
    .where(
      and(
        eq(chatSessions.sessionId, sessionId),
        sql`${upTo} <= (select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.sessionId} = ${sessionId})`,
        sql`${column} < ${upTo}`,
      ),
    )
    .returning({ id: chatSessions.id });
  if (updated.length > 0) await signalConversation(deps.bus, sessionId, { kind: 'state' });
}

/** Someone is typing: a signal only, nothing stored. */
export async function typing(deps: LiveChatDeps, sessionId: string, by: 'visitor' | 'staff', name: string | null) {
  await signalConversation(deps.bus, sessionId, { kind: 'typing', by, name });
}
