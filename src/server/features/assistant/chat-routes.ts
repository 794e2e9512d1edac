import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatApi } from '../../../contracts/chat';
import { notFound } from '../../lib/domain-error';
import { serve } from '../../lib/serve';
import { succeeded } from '../../lib/succeeded';
import { handoffStateOf, requestPerson, visitorSays } from '../live-chat';
import {
  findSession,
  lastVisitorMessage,
  openSession,
  rateMessage,
  readHistory,
  saveContact,
  sendTranscript,
  storeExchange,
} from './chat-service';
import { answerAgain, resentMessage } from './repeated-message';
import { recordChatQuestion } from './suggestions-from-chat';

// Per address: a person types a few messages a minute; a script is stopped here.
const MESSAGES_PER_MINUTE = 20;
const NEW_SESSIONS_PER_HOUR = 30;

/** The visitor's chat (docs/product/chat-assistant.md): anonymous; a session id is the key to its conversation. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.config.rateLimits;

  serve(app, chatApi.send, { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } }, async (request) => {
    const input = request.body;
    const meta = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const session = await openSession(
      app.db,
      input.sessionId,
      meta,
      input,
      limited ? NEW_SESSIONS_PER_HOUR : undefined,
    );
    const base = { success: true as const, sessionId: session.sessionId, sources: [] };
    // Sent again (the same clientMessageId): answered as the first time, before any new reply or hand-off. A
    // resend racing the first send is caught again under the conversation's lock below.
    const resent = await resentMessage(app.db, session.sessionId, input.clientMessageId);
    if (resent) return answerAgain(app.db, resent);
    // A person is being fetched or has the chat: the message is theirs, and the assistant stays silent.
    if (session.handoff === 'waiting' || session.handoff === 'live') {
      const said = await visitorSays(app.liveChat, session.sessionId, input.text, input.clientMessageId);
      if (said?.repeated) return answerAgain(app.db, said.message);
      if (said) {
        const handoff = await handoffStateOf(app.db, session);
        const messageId = said.message.id;
        return { ...base, message: '', response: '', messageId, confidence: 'person' as const, handoff };
      }
    }
    const previousQuestion = await lastVisitorMessage(app.db, session.sessionId);
    const reply = await app.assistant.reply(input.text, previousQuestion ? { previousQuestion } : undefined);
    if (reply.intent === 'human') {
      const asked = await requestPerson(app.liveChat, session.sessionId, input.text, input.clientMessageId);
      if (asked.repeated) return answerAgain(app.db, asked.repeated);
      return {
        ...base,
        message: asked.text,
        response: asked.text,
        messageId: asked.messageId,
        confidence: 'intent' as const,
        handoff: asked.handoff,
      };
    }
    const stored = await storeExchange(app.db, session, input, reply);
    if ('repeated' in stored) return answerAgain(app.db, stored.repeated);
    if (reply.confidence === 'hedged' || reply.confidence === 'none') {
      const index = await app.assistant.knowledge.current();
      await recordChatQuestion(app.db, index, { text: input.text, sessionId: session.sessionId, reply }).catch(
        (error: unknown) => request.log.error({ err: error }, 'training suggestion not recorded'),
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
        ? { handoff: await handoffStateOf(app.db, session) }
        : {}),
    };
  });

  serve(app, chatApi.history, {}, async (request) => {
    const session = await findSession(app.db, request.params.sessionId);
    if (!session) throw notFound('Chat session not found');
    return {
      success: true as const,
      messages: await readHistory(app.db, session.sessionId),
      handoff: await handoffStateOf(app.db, session),
    };
  });

  serve(app, chatApi.saveContact, { publicForm: true }, async (request) =>
    succeeded(saveContact(app.db, request.params.sessionId, request.body)),
  );

  serve(app, chatApi.sendTranscript, { publicForm: true }, async (request) =>
    succeeded(sendTranscript(app.db, request.params.sessionId, app.mail.mailer)),
  );

  serve(app, chatApi.rate, { publicForm: true }, async (request) =>
    succeeded(rateMessage(app.db, request.params.sessionId, request.params.messageId, request.body.helpful)),
  );
};
