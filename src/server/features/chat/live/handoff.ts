import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { StaffUser } from '../../../../contracts/auth';
import type { ChatContactRequest, HandoffState } from '../../../../contracts/chat';
import { HANDOFF_WAIT_MS } from '../../../../contracts/live-chat';
import { chatSessions, userSessions } from '../../../db/schema/index';
import { conflict, notFound, refused } from '../../../lib/domain-error';
import { type Actor, unitOfWork, visitorActor } from '../../activity';
import { IDLE_TIMEOUT_MS } from '../../auth';
import { inquiryFromChat } from '../../inquiries';
import {
  handoffStateOf,
  insertMessage,
  lockConversation,
  type MessageRow,
  messagesAfter,
  requireConversation,
  storedByClientId,
} from './conversation';
import type { LiveChatDeps } from './deps';
import { roomFor } from './messages';
import { notices } from './notices';
import { availableStaff } from './presence';
import { signalChanged } from './topics';
import { transcriptText } from './transcript-text';

const OPEN = ['waiting', 'live'] as const;

/**
 * The visitor asks for a person (docs/product/live-chat.md). With someone on staff available the conversation
 * waits for them; otherwise the visitor is offered to leave a name and e-mail. The visitor's own words (when the
 * request was typed) and the chat's notice are stored with the new state, in one transaction. Asking again while
 * waiting or live changes nothing. Typed words sent again (the same `clientMessageId`) change nothing either: the
 * answer is then `repeated`, the message stored the first time, for the caller to answer as it was answered.
 */
export async function requestPerson(
  deps: LiveChatDeps,
  sessionId: string,
  visitorText?: string,
  clientMessageId?: string,
): Promise<{ handoff: HandoffState; messageId: number; text: string; repeated?: MessageRow }> {
  const { db, site } = deps;
  const outcome = await db.transaction(async (tx) => {
    const session = await lockConversation(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    const repeat = visitorText === undefined ? undefined : await storedByClientId(tx, sessionId, clientMessageId);
    if (repeat && repeat.role !== 'user')
      throw conflict('This clientMessageId was already used for another message in this chat.');
    if (repeat) return { repeated: repeat };
    const open = session.handoff === 'waiting' || session.handoff === 'live';
    await roomFor(tx, sessionId);
    if (visitorText !== undefined)
      await insertMessage(tx, sessionId, { role: 'user', content: visitorText, clientMessageId });
    const status = open ? session.handoff : (await availableStaff(tx)) > 0 ? 'waiting' : 'unstaffed';
    // Asked again while a person is fetched or there: no new notice, the chat stays as it is.
    const notice = open
      ? undefined
      : await insertMessage(tx, sessionId, {
          role: 'assistant',
          content: status === 'waiting' ? notices.fetching() : notices.unstaffed(site),
        });
    if (!open)
      await tx
        .update(chatSessions)
        .set({ handoff: status, handoffAt: sql`now()`, agentId: null, agentName: null })
        .where(eq(chatSessions.sessionId, sessionId));
    return { notice, userName: session.userName, started: !open && status === 'waiting' };
  });
  if ('repeated' in outcome) {
    const session = await requireConversation(db, sessionId);
    return { handoff: await handoffStateOf(db, session), messageId: 0, text: '', repeated: outcome.repeated };
  }
  await signalChanged(deps, sessionId);
  if (outcome.started) deps.onWaiting?.({ sessionId, userName: outcome.userName, preview: visitorText ?? null });
  const session = await requireConversation(db, sessionId);
  const [last] = outcome.notice ? [outcome.notice] : (await messagesAfter(db, sessionId, 0)).slice(-1);
  return {
    handoff: await handoffStateOf(db, session),
    messageId: last?.id ?? 0,
    text: outcome.notice?.content ?? '',
  };
}

/** A staff member takes a waiting conversation; a second one is told who has it (409). */
export async function takeConversation(deps: LiveChatDeps, actor: Actor, sessionId: string, firstName: string) {
  await unitOfWork(deps, actor, async ({ tx, record, after }) => {
    const session = await lockConversation(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    if (session.handoff === 'live' && session.agentId === actor.userId) return;
    if (session.handoff === 'live') throw conflict(`${session.agentName ?? 'Someone'} has already taken this chat.`);
    if (session.handoff !== 'waiting') throw conflict('This chat is no longer waiting for a person.');
    await tx
      .update(chatSessions)
      .set({ handoff: 'live', agentId: actor.userId, agentName: firstName })
      .where(eq(chatSessions.sessionId, sessionId));
    await insertMessage(tx, sessionId, { role: 'assistant', content: notices.joined(firstName) });
    record({ action: 'take', resource: 'chat_session', resourceId: sessionId });
    after('signal', () => signalChanged(deps, sessionId));
  });
}

/** A staff member ending a chat: their first name, their role, and whether they end it as a manager. */
export type StaffEnder = { actor: Actor; name: string; role: StaffUser['role']; asManager: boolean };

const mayEndAsManager = (role: StaffUser['role']) => role === 'admin' || role === 'manager';

/**
 * Whether a staff member may end this chat, and how (docs/product/live-chat.md): the one who has it ends it; a
 * manager or an admin ends someone else's (or a waiting) chat only as manager; anyone else is refused with the
 * name of who has it.
 */
function endingAs(
  session: { handoff: string | null; agentId: number | null; agentName: string | null },
  by: StaffEnder,
) {
  if (by.asManager && !mayEndAsManager(by.role)) throw refused('Only a manager or an admin can end a chat as manager.');
  if (session.handoff === 'live' && session.agentId !== null && session.agentId === by.actor.userId)
    return 'agent' as const;
  if (by.asManager) return 'manager' as const;
  if (session.handoff === 'live')
    throw refused(`${session.agentName ?? 'Someone else'} has this chat: only they can end it.`);
  throw refused('Nobody has taken this chat yet: take it to end it.');
}

/**
 * Ends the person's part: by the visitor, or by a staff member (an actor) as `endingAs` allows. The visitor is told
 * who ended it; the activity row says whether it was ended as manager and whose chat it was. The assistant answers
 * again. A chat no person is in any more changes nothing.
 */
export async function endConversation(deps: LiveChatDeps, sessionId: string, by: StaffEnder | 'visitor') {
  await unitOfWork(deps, by === 'visitor' ? undefined : by.actor, async ({ tx, record, after }) => {
    const session = await lockConversation(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    if (session.handoff !== 'waiting' && session.handoff !== 'live') {
      record({ action: 'end', resource: 'chat_session', resourceId: sessionId, details: { alreadyEnded: true } });
      return;
    }
    const as = by === 'visitor' ? ('visitor' as const) : endingAs(session, by);
    await tx.update(chatSessions).set({ handoff: 'ended' }).where(eq(chatSessions.sessionId, sessionId));
    const text =
      by === 'visitor'
        ? notices.visitorLeft()
        : as === 'manager'
          ? notices.managerEnded(by.name)
          : notices.staffLeft(by.name);
    await insertMessage(tx, sessionId, { role: 'assistant', content: text });
    const details = { asManager: as === 'manager', agentId: session.agentId, agentName: session.agentName };
    record({ action: 'end', resource: 'chat_session', resourceId: sessionId, details });
    after('signal', () => signalChanged(deps, sessionId));
  });
}

/**
 * Conversations nobody took within HANDOFF_WAIT_MS become missed, with the offer to leave a name and e-mail.
 * Every instance may run this: the update claims each conversation once.
 */
export async function expireWaiting(deps: LiveChatDeps, now = new Date()): Promise<string[]> {
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(chatSessions)
      .set({ handoff: 'missed' })
      .where(
        and(eq(chatSessions.handoff, 'waiting'), lt(chatSessions.handoffAt, new Date(now.getTime() - HANDOFF_WAIT_MS))),
      )
      .returning({ sessionId: chatSessions.sessionId });
    for (const row of rows)
      await insertMessage(tx, row.sessionId, { role: 'assistant', content: notices.missed(deps.site) });
    return rows.map((row) => row.sessionId);
  });
  for (const sessionId of expired) {
    await signalChanged(deps, sessionId);
  }
  return expired;
}

/**
 * A live chat whose staff member is gone (signed out, suspended, deleted, or idle past the session timeout) goes
 * back to waiting, so that someone else can take it or, failing that, the visitor is offered the details form.
 */
export async function returnAbandonedChats(deps: LiveChatDeps, now = new Date()): Promise<string[]> {
  const idleSince = new Date(now.getTime() - IDLE_TIMEOUT_MS);
  const returned = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(chatSessions)
      .set({ handoff: 'waiting', handoffAt: now, agentId: null, agentName: null })
      .where(
        and(
          eq(chatSessions.handoff, 'live'),
          sql`not exists (
            select 1 from ${userSessions} s
            where s.user_id = ${chatSessions}.agent_id and s.expires_at > ${now} and s.last_seen_at > ${idleSince})`,
        ),
      )
      .returning({ sessionId: chatSessions.sessionId, userName: chatSessions.userName });
    for (const row of rows) await insertMessage(tx, row.sessionId, { role: 'assistant', content: notices.agentLeft() });
    return rows;
  });
  for (const { sessionId, userName } of returned) {
    await signalChanged(deps, sessionId);
    deps.onWaiting?.({ sessionId, userName, preview: null });
  }
  return returned.map((row) => row.sessionId);
}

/**
 * Nobody could take the chat: the visitor's name and e-mail and the conversation become a contact inquiry on the
 * dashboard, and staff are e-mailed (the visitor is not: nothing typed here reaches another inbox). Once per chat,
 * and only in a chat that asked for a person.
 */
export async function keepContactForPerson(deps: LiveChatDeps, sessionId: string, contact: ChatContactRequest) {
  const { mailer } = deps;
  return unitOfWork(deps, visitorActor(contact.userName), async ({ tx, record, emit, after }) => {
    const session = await lockConversation(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    // Details are left in place of a person: a chat that never asked for one has the contact form for that.
    if (session.handoff === null)
      throw conflict('Ask for a person first: your details are taken here when nobody is free to chat.');
    if (session.handoff === 'live') throw conflict('A person is in this chat now: tell them here.');
    if (session.handoff === 'waiting')
      await tx.update(chatSessions).set({ handoff: 'missed' }).where(eq(chatSessions.sessionId, sessionId));
    await tx
      .update(chatSessions)
      .set({ userName: contact.userName, userEmail: contact.userEmail, userPhone: contact.userPhone ?? null })
      .where(eq(chatSessions.sessionId, sessionId));
    const transcript = transcriptText(await messagesAfter(tx, sessionId, 0), deps.site);
    const stored = await inquiryFromChat(tx, mailer, { sessionId, contact, transcript });
    await insertMessage(tx, sessionId, { role: 'assistant', content: notices.contactKept(stored.firstName) });
    record({ action: 'create', resource: 'contact_inquiry', resourceId: stored.id, details: { from: 'chat' } });
    after('mail', () => mailer.kick());
    after('signal', () => signalChanged(deps, sessionId));
    emit({ type: 'inbox-changed' });
    return stored.id;
  });
}

export const openHandoffs = inArray(chatSessions.handoff, [...OPEN]);
