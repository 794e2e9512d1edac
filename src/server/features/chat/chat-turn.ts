import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ChatResponse, chatRequest } from '../../../contracts/chat';
import type { Database } from '../../db/client';
import type { Assistant } from '../assistant';
import { recordChatQuestion } from '../assistant';
import { handoffStateOf, type LiveChatDeps, requestPerson, visitorSays } from './live';
import { keptReferrer } from './referrer';
import { answerAgain, resentMessage } from './repeated-message';
import { type ClientMeta, lastVisitorMessage, openSession, storeExchange } from './sessions';

/** What a visitor's turn in the chat works with. */
export type ChatTurnContext = { db: Database; assistant: Assistant; liveChat: LiveChatDeps; log: FastifyBaseLogger };

/**
 * One message of a visitor in the chat (docs/product/chat-assistant.md) and its answer: the session opened (or a new
 * one, under the hourly cap of new sessions per address), with the page the visitor writes from; a resend answered as the first time; a message to the
 * person who has the chat, or is being fetched, passed on with no reply of the assistant; a request for a person
 * handed to live chat; otherwise the assistant's reply, stored with the question, and a question it could not
 * answer kept as a training suggestion.
 */
export async function chatTurn(
  { db, assistant, liveChat, log }: ChatTurnContext,
  input: z.output<typeof chatRequest>,
  client: ClientMeta,
  newSessionsPerHour: number | undefined,
): Promise<ChatResponse> {
  // The message's meaning is read in the encoder's thread while the conversation is looked up here.
  assistant.readAhead(input.text);
  const referrer = keptReferrer(input.referrer, liveChat.site.siteUrl);
  const session = await openSession(db, input.sessionId, client, { ...input, referrer }, newSessionsPerHour);
  const base = { success: true as const, sessionId: session.sessionId, sources: [] };
  // Sent again (the same clientMessageId): answered as the first time, before any new reply or hand-off. A
  // resend racing the first send is caught again under the conversation's lock below.
  const resent = await resentMessage(db, session.sessionId, input.clientMessageId);
  if (resent) return answerAgain(db, resent);
  // A person is being fetched or has the chat: the message is theirs, and the assistant stays silent.
  if (session.handoff === 'waiting' || session.handoff === 'live') {
    const said = await visitorSays(liveChat, session.sessionId, input.text, input.clientMessageId);
    if (said?.repeated) return answerAgain(db, said.message);
    if (said) {
      const handoff = await handoffStateOf(db, session);
      const messageId = said.message.id;
      return { ...base, message: '', response: '', messageId, confidence: 'person' as const, handoff };
    }
  }
  const previousQuestion = await lastVisitorMessage(db, session.sessionId);
  const reply = await assistant.reply(input.text, previousQuestion ? { previousQuestion } : undefined);
  if (reply.intent === 'human') {
    const asked = await requestPerson(liveChat, session.sessionId, input.text, input.clientMessageId);
    if (asked.repeated) return answerAgain(db, asked.repeated);
    return {
      ...base,
      message: asked.text,
      response: asked.text,
      messageId: asked.messageId,
      confidence: 'intent' as const,
      handoff: asked.handoff,
    };
  }
  const stored = await storeExchange(db, session, input, reply);
  if ('repeated' in stored) return answerAgain(db, stored.repeated);
  if (reply.confidence === 'hedged' || reply.confidence === 'none') {
    const index = await assistant.knowledge.current();
    await recordChatQuestion(db, index, { text: input.text, sessionId: session.sessionId, reply }).catch(
      (error: unknown) => log.error({ err: error }, 'training suggestion not recorded'),
    );
  }
  return {
    success: true as const,
    message: reply.text,
    response: reply.text,
    sessionId: session.sessionId,
    messageId: stored.reply.id,
    sources: reply.sources,
    confidence: reply.confidence,
    // An answer the assistant was unsure of may offer a person, when someone is there to take it.
    ...(reply.confidence === 'hedged' || reply.confidence === 'none'
      ? { handoff: await handoffStateOf(db, session) }
      : {}),
  };
}
