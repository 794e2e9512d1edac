import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatSessionsApi } from '../../../../contracts/assistant-admin';
import { notFound } from '../../../lib/domain-error';
import { everyStaffRole, managersAndAdmins } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { actorOf } from '../../activity';
import { prospectFromChat } from '../../prospects';
import { listChatSessions, chatSessionDetail as readChatSession } from './chat-sessions';

// Decision 007: chat sessions for every staff role; a prospect from a conversation for admins and managers.

/** /admin-chat: the visitors' conversations. */
export const chatSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, chatSessionsApi.list, everyStaffRole, async (request) => listChatSessions(app.db, request.query));

  serve(app, chatSessionsApi.detail, everyStaffRole, async (request) => {
    const session = await readChatSession(app.db, request.params.sessionId);
    if (!session) throw notFound('Chat session not found');
    return session;
  });

  serve(app, chatSessionsApi.createProspect, managersAndAdmins, async (request) => {
    const prospectId = await prospectFromChat(
      app.db,
      request.params.sessionId,
      request.body,
      actorOf(request),
      app.events,
    );
    return { success: true as const, prospectId };
  });
};
