import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatApi } from '../../../contracts/chat';
import { notFound } from '../../lib/domain-error';
import { serve } from '../../lib/serve';
import { succeeded } from '../../lib/succeeded';
import { chatTurn } from './chat-turn';
import { handoffStateOf } from './live';
import { findSession, rateMessage, readHistory, saveContact, sendTranscript } from './sessions';

// Per address: a person types a few messages a minute; a script is stopped here.
const MESSAGES_PER_MINUTE = 20;
// New conversations per address an hour (none without rate limits).
const NEW_SESSIONS_PER_HOUR = 30;

/** The visitor's chat (docs/product/chat-assistant.md): anonymous; a session id is the key to its conversation. */
export const visitorChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.config.rateLimits;

  serve(app, chatApi.send, { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } }, async (request) => {
    const client = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
    return chatTurn(
      { db: app.db, assistant: app.assistant, liveChat: app.liveChat, log: request.log },
      request.body,
      client,
      limited ? NEW_SESSIONS_PER_HOUR : undefined,
    );
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
