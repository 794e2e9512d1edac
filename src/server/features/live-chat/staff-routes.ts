import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatOkResponse } from '../../../contracts/chat';
import { errorResponse } from '../../../contracts/fields';
import {
  availabilityRequest,
  availabilityResponse,
  emptyRequest,
  endChatRequest,
  liveConversation,
  liveMessageRequest,
  liveQueue,
  liveSessionParams,
  readRequest,
} from '../../../contracts/live-chat';
import { changeErrors, everyStaffRole } from '../../lib/route-access';
import { succeeded } from '../../lib/succeeded';
import { staffOf, staffSessionOf } from '../../plugins/staff-auth';
import { actorOf } from '../activity';
import { requireConversation } from './conversation';
import { viewConversation, wantsStream } from './conversation-view';
import type { LiveChatDeps, OpenStream } from './deps';
import { endConversation, takeConversation } from './handoff';
import { markRead, staffSays, typing } from './messages';
import { setAvailability, staffSessionLive } from './presence';
import { readQueue } from './queue';
import { streamCapsOf } from './stream-caps/limits';
import { streamQueue } from './streams';
import { QUEUE_TOPIC } from './topics';

// Decision 042: every staff role may take and answer chats, as every staff role reads chat sessions (decision 007).

/** The staff's side of live chats (docs/product/live-chat.md): availability, the queue, taking and answering. */
export function staffLiveRoutes(deps: () => LiveChatDeps, openStream: OpenStream): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/admin/live/availability',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary: 'Mark yourself available for chats (until you sign out or close the back office) or away',
          body: availabilityRequest,
          response: { 200: availabilityResponse, ...changeErrors },
        },
      },
      async (request) => {
        const { available } = request.body;
        await setAvailability(app.db, { sessionId: staffSessionOf(request), userId: staffOf(request).id }, available);
        await app.liveBus.publish(QUEUE_TOPIC, {});
        return { success: true as const, available };
      },
    );

    app.get(
      '/api/admin/live/queue',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary:
            'Chats waiting for a person and those a person has: server-sent `queue` events with Accept: text/event-stream (keeps availability alive), else the queue now',
          response: { 200: liveQueue, ...changeErrors },
        },
      },
      async (request, reply) => {
        const sessionId = staffSessionOf(request);
        if (!wantsStream(request)) return readQueue(app.db, sessionId);
        const stream = await openStream(request, reply, streamCapsOf.staffQueue(sessionId));
        await streamQueue(deps(), stream, sessionId, request.log);
        return reply;
      },
    );

    app.get(
      '/api/admin/live/:sessionId',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary: 'One chat as it happens (server-sent message, state, typing events), else the chat now',
          params: liveSessionParams,
          querystring: z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).default(0) }),
          response: { 200: liveConversation, ...changeErrors },
        },
      },
      async (request, reply) =>
        viewConversation(
          deps(),
          openStream,
          'staff',
          request,
          reply,
          { sessionId: request.params.sessionId, after: request.query.after },
          streamCapsOf.staffChat(staffSessionOf(request)),
          () => staffSessionLive(app.db, staffSessionOf(request)),
        ),
    );

    app.post(
      '/api/admin/live/:sessionId/take',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary: 'Take a waiting chat (409 with who has it when someone was faster)',
          params: liveSessionParams,
          body: emptyRequest,
          response: { 200: chatOkResponse, ...changeErrors },
        },
      },
      async (request) =>
        succeeded(takeConversation(deps(), actorOf(request), request.params.sessionId, staffOf(request).firstName)),
    );

    app.post(
      '/api/admin/live/:sessionId/messages',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary:
            'Write to the visitor in a chat you have taken; sent again with the same `clientMessageId`, answers the message stored the first time',
          params: liveSessionParams,
          body: liveMessageRequest,
          response: {
            201: z.object({ success: z.literal(true), messageId: z.number() }),
            403: errorResponse,
            ...changeErrors,
          },
        },
      },
      async (request, reply) => {
        const me = staffOf(request);
        const stored = await staffSays(
          deps(),
          actorOf(request),
          me.firstName,
          request.params.sessionId,
          request.body.text,
          request.body.clientMessageId,
        );
        return reply.code(201).send({ success: true as const, messageId: stored.id });
      },
    );

    app.post(
      '/api/admin/live/:sessionId/typing',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary: 'You are typing (the visitor sees your first name)',
          params: liveSessionParams,
          body: emptyRequest,
          response: { 200: chatOkResponse, ...changeErrors },
        },
      },
      async (request) => {
        const session = await requireConversation(app.db, request.params.sessionId);
        if (session.handoff === 'live' && session.agentId === staffOf(request).id)
          await typing(deps(), session.sessionId, 'staff', staffOf(request).firstName);
        return { success: true as const };
      },
    );

    app.post(
      '/api/admin/live/:sessionId/read',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary: 'You have read the chat up to a message (the visitor sees "Seen")',
          params: liveSessionParams,
          body: readRequest,
          response: { 200: chatOkResponse, ...changeErrors },
        },
      },
      async (request) => {
        const session = await requireConversation(app.db, request.params.sessionId);
        // Only the person who has the chat marks it read for the visitor.
        if (session.agentId === staffOf(request).id)
          await markRead(deps(), session.sessionId, 'staff', request.body.upTo);
        return { success: true as const };
      },
    );

    app.post(
      '/api/admin/live/:sessionId/end',
      {
        config: everyStaffRole,
        schema: {
          tags: ['live chat'],
          summary:
            "End a chat you have (the assistant answers the visitor again); a manager or admin ends another's or a waiting chat with `asManager: true`; otherwise 403 naming who has it",
          params: liveSessionParams,
          body: endChatRequest,
          response: { 200: chatOkResponse, 403: errorResponse, ...changeErrors },
        },
      },
      async (request) => {
        const me = staffOf(request);
        return succeeded(
          endConversation(deps(), request.params.sessionId, {
            actor: actorOf(request),
            name: me.firstName,
            role: me.role,
            asManager: request.body?.asManager === true,
          }),
        );
      },
    );
  };
}
