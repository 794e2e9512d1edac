import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveChatApi } from '../../../../contracts/live-chat';
import { serve } from '../../../lib/serve';
import { succeeded } from '../../../lib/succeeded';
import { requireConversation } from './conversation';
import { viewConversation } from './conversation-view';
import type { LiveChatDeps, OpenStream } from './deps';
import { endConversation, keepContactForPerson, requestPerson } from './handoff';
import { markRead, typing } from './messages';
import { streamCapsOf } from './stream-caps/limits';

// Per address: enough for a visitor's open tabs and reconnects, not for a script opening streams without end.
const STREAMS_PER_MINUTE = 30;
const TYPING_PER_MINUTE = 40;

/**
 * The visitor's side of a hand-off (docs/product/live-chat.md). The session id, which only the visitor's browser
 * holds, is the only key: no other credential reaches these routes.
 */
export function visitorLiveRoutes(deps: () => LiveChatDeps, openStream: OpenStream): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      liveChatApi.visitorStream,
      { rateLimit: { max: STREAMS_PER_MINUTE, timeWindow: '1 minute' } },
      async (request, reply) =>
        viewConversation(
          deps(),
          openStream,
          'visitor',
          request,
          reply,
          { sessionId: request.params.sessionId, after: request.query.after },
          streamCapsOf.visitor(request.params.sessionId, request.ip),
        ),
    );

    serve(app, liveChatApi.requestHandoff, { publicForm: true }, async (request) => {
      const outcome = await requestPerson(deps(), request.params.sessionId);
      return { success: true as const, handoff: outcome.handoff, messageId: outcome.messageId };
    });

    serve(app, liveChatApi.handoffContact, { publicForm: true }, async (request) =>
      succeeded(keepContactForPerson(deps(), request.params.sessionId, request.body)),
    );

    serve(
      app,
      liveChatApi.visitorTyping,
      { rateLimit: { max: TYPING_PER_MINUTE, timeWindow: '1 minute' } },
      async (request) => {
        const session = await requireConversation(app.db, request.params.sessionId);
        if (session.handoff === 'live') await typing(deps(), session.sessionId, 'visitor', null);
        return { success: true as const };
      },
    );

    serve(
      app,
      liveChatApi.visitorRead,
      { rateLimit: { max: TYPING_PER_MINUTE, timeWindow: '1 minute' } },
      async (request) => {
        await requireConversation(app.db, request.params.sessionId);
        await markRead(deps(), request.params.sessionId, 'visitor', request.body.upTo);
        return { success: true as const };
      },
    );

    serve(app, liveChatApi.visitorEnd, { publicForm: true }, async (request) =>
      succeeded(endConversation(deps(), request.params.sessionId, 'visitor')),
    );
  };
}
