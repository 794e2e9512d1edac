import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveChatApi } from '../../../../contracts/live-chat';
import { everyStaffRole } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { succeeded } from '../../../lib/succeeded';
import { actorOf } from '../../activity';
import { staffOf, staffSessionOf } from '../../auth';
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
import { visitorContext } from './visitor-context';

// Decision 042: every staff role may take and answer chats, as every staff role reads chat sessions (decision 007).

/**
 * The staff's side of live chats (docs/product/live-chat.md): availability, the queue, who the visitor is, taking
 * and answering.
 */
export function staffLiveRoutes(deps: () => LiveChatDeps, openStream: OpenStream): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, liveChatApi.availability, everyStaffRole, async (request) => {
      const { available } = request.body;
      await setAvailability(app.db, { sessionId: staffSessionOf(request), userId: staffOf(request).id }, available);
      await app.liveBus.publish(QUEUE_TOPIC, {});
      return { success: true as const, available };
    });

    serve(app, liveChatApi.queue, everyStaffRole, async (request, reply) => {
      const sessionId = staffSessionOf(request);
      if (!wantsStream(request)) return readQueue(app.db, sessionId);
      const stream = await openStream(request, reply, streamCapsOf.staffQueue(sessionId));
      await streamQueue(deps(), stream, sessionId, request.log);
      return reply;
    });

    serve(app, liveChatApi.conversation, everyStaffRole, async (request, reply) =>
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

    serve(app, liveChatApi.context, everyStaffRole, async (request) =>
      visitorContext(app.db, request.params.sessionId),
    );

    serve(app, liveChatApi.take, everyStaffRole, async (request) =>
      succeeded(takeConversation(deps(), actorOf(request), request.params.sessionId, staffOf(request).firstName)),
    );

    serve(app, liveChatApi.send, everyStaffRole, async (request) => {
      const me = staffOf(request);
      const stored = await staffSays(
        deps(),
        actorOf(request),
        me.firstName,
        request.params.sessionId,
        request.body.text,
        request.body.clientMessageId,
      );
      return { success: true as const, messageId: stored.id };
    });

    serve(app, liveChatApi.staffTyping, everyStaffRole, async (request) => {
      const session = await requireConversation(app.db, request.params.sessionId);
      if (session.handoff === 'live' && session.agentId === staffOf(request).id)
        await typing(deps(), session.sessionId, 'staff', staffOf(request).firstName);
      return { success: true as const };
    });

    serve(app, liveChatApi.staffRead, everyStaffRole, async (request) => {
      const session = await requireConversation(app.db, request.params.sessionId);
      // Only the person who has the chat marks it read for the visitor.
      if (session.agentId === staffOf(request).id)
        await markRead(deps(), session.sessionId, 'staff', request.body.upTo);
      return { success: true as const };
    });

    serve(app, liveChatApi.end, everyStaffRole, async (request) => {
      const me = staffOf(request);
      return succeeded(
        endConversation(deps(), request.params.sessionId, {
          actor: actorOf(request),
          name: me.firstName,
          role: me.role,
          asManager: request.body?.asManager === true,
        }),
      );
    });
  };
}
