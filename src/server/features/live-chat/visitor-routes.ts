import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatOkResponse, handoffState } from '../../../contracts/chat';
import { errorResponse } from '../../../contracts/fields';
import {
  emptyRequest,
  handoffContactRequest,
  liveConversation,
  liveSessionParams,
  readRequest,
} from '../../../contracts/live-chat';
import { succeeded } from '../../lib/succeeded';
import { requireConversation } from './conversation';
import { viewConversation } from './conversation-view';
import type { LiveChatDeps, OpenStream } from './deps';
import { endConversation, keepContactForPerson, requestPerson } from './handoff';
import { markRead, typing } from './messages';
import { streamCapsOf } from './stream-caps/limits';

const refusals = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const afterQuery = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).default(0) });
// Per address: enough for a visitor's open tabs and reconnects, not for a script opening streams without end.
const STREAMS_PER_MINUTE = 30;
const TYPING_PER_MINUTE = 40;

/**
 * The visitor's side of a hand-off (docs/product/live-chat.md). The session id, which only the visitor's browser
 * holds, is the only key: no other credential reaches these routes.
 */
export function visitorLiveRoutes(deps: () => LiveChatDeps, openStream: OpenStream): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/chat/:sessionId/live',
      {
        config: { rateLimit: { max: STREAMS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['live chat'],
          summary:
            'The conversation as it happens: server-sent events (message, state, typing) with Accept: text/event-stream, else the conversation now',
          params: liveSessionParams,
          querystring: afterQuery,
          response: { 200: liveConversation, ...refusals },
        },
      },
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

    app.post(
      '/api/chat/:sessionId/handoff',
      {
        config: { publicForm: true },
        schema: {
          tags: ['live chat'],
          summary: 'Ask for a person: the chat waits for staff, or offers to leave a name and e-mail',
          params: liveSessionParams,
          body: emptyRequest,
          response: {
            200: z.object({ success: z.literal(true), handoff: handoffState, messageId: z.number() }),
            ...refusals,
          },
        },
      },
      async (request) => {
        const outcome = await requestPerson(deps(), request.params.sessionId);
        return { success: true as const, handoff: outcome.handoff, messageId: outcome.messageId };
      },
    );

    app.post(
      '/api/chat/:sessionId/handoff/contact',
      {
        config: { publicForm: true },
        schema: {
          tags: ['live chat'],
          summary: 'Nobody could take the chat: leave a name and e-mail; the conversation becomes an inquiry',
          params: liveSessionParams,
          body: handoffContactRequest,
          response: { 200: chatOkResponse, ...refusals },
        },
      },
      async (request) => succeeded(keepContactForPerson(deps(), request.params.sessionId, request.body)),
    );

    app.post(
      '/api/chat/:sessionId/typing',
      {
        config: { rateLimit: { max: TYPING_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['live chat'],
          summary: 'The visitor is typing (shown to the person who has the chat)',
          params: liveSessionParams,
          body: emptyRequest,
          response: { 200: chatOkResponse, ...refusals },
        },
      },
      async (request) => {
        const session = await requireConversation(app.db, request.params.sessionId);
        if (session.handoff === 'live') await typing(deps(), session.sessionId, 'visitor', null);
        return { success: true as const };
      },
    );

    app.post(
      '/api/chat/:sessionId/read',
      {
        config: { rateLimit: { max: TYPING_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['live chat'],
          summary: 'The visitor has seen the conversation up to a message',
          params: liveSessionParams,
          body: readRequest,
          response: { 200: chatOkResponse, ...refusals },
        },
      },
      async (request) => {
        await requireConversation(app.db, request.params.sessionId);
        await markRead(deps(), request.params.sessionId, 'visitor', request.body.upTo);
        return { success: true as const };
      },
    );

    app.post(
      '/api/chat/:sessionId/end',
      {
        config: { publicForm: true },
        schema: {
          tags: ['live chat'],
          summary: 'The visitor ends the chat with a person; the assistant answers again',
          params: liveSessionParams,
          body: emptyRequest,
          response: { 200: chatOkResponse, ...refusals },
        },
      },
      async (request) => succeeded(endConversation(deps(), request.params.sessionId, 'visitor')),
    );
  };
}
