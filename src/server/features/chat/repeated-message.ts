import type { ChatResponse } from '../../../contracts/chat';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/domain-error';
import { handoffStateOf, type MessageRow, replyStoredWith, storedByClientId } from './live';
import { findSession } from './sessions';

/**
 * POST /api/chat for a message the visitor sends again (the same `clientMessageId`, after a network error hid the
 * first answer): answered as it was the first time, from what was stored (the assistant's answer, the hand-off's
 * notice, or nothing for a message to a person), and with the hand-off as it stands now. Nothing is stored, and the
 * assistant computes nothing.
 */
export async function answerAgain(db: Database, message: MessageRow): Promise<ChatResponse> {
  const session = await findSession(db, message.sessionId);
  if (!session) throw new Error('A stored message without its session');
  const handoff = await handoffStateOf(db, session);
  const base = { success: true as const, sessionId: session.sessionId };
  const reply = await replyStoredWith(db, message);
  if (!reply)
    return { ...base, message: '', response: '', messageId: message.id, sources: [], confidence: 'person', handoff };
  // The chat's own notices (a hand-off asked for) are stored without a tier.
  if (reply.confidence === null)
    return {
      ...base,
      message: reply.content,
      response: reply.content,
      messageId: reply.id,
      sources: [],
      confidence: 'intent',
      handoff,
    };
  const unsure = reply.confidence === 'hedged' || reply.confidence === 'none';
  return {
    ...base,
    message: reply.content,
    response: reply.content,
    messageId: reply.id,
    sources: reply.sources ?? [],
    confidence: reply.confidence,
    ...(unsure ? { handoff } : {}),
  };
}

/** The visitor's message already stored under this id in this session, if this is a resend. */
export async function resentMessage(db: Database, sessionId: string, clientMessageId: string | undefined) {
  const stored = await storedByClientId(db, sessionId, clientMessageId);
  if (stored && stored.role !== 'user')
    throw conflict('This clientMessageId was already used for another message in this chat.');
  return stored;
}
