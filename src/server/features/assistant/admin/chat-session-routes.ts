import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatProspectRequest,
  chatProspectResponse,
  chatSessionDetail,
  chatSessionItem,
  chatSessionListQuery,
  chatSessionParams,
} from '../../../../contracts/assistant-admin';
import { listOrPage } from '../../../../contracts/common';
import { errorResponse } from '../../../../contracts/fields';
import { notFound } from '../../../lib/domain-error';
import { changeErrors, everyStaffRole, managersAndAdmins } from '../../../lib/route-access';
import { routeOptions } from '../../../lib/route-options';
import { actorOf } from '../../activity';
import { listChatSessions, prospectFromChat, chatSessionDetail as readChatSession } from './chat-sessions';

// Decision 007: chat sessions for every staff role; a prospect from a conversation for admins and managers.
const staffRoute = routeOptions({ config: everyStaffRole, tags: ['chat sessions'], errors: changeErrors });

/** /admin-chat: the visitors' conversations. */
export const chatSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/chat-sessions',
    staffRoute.list('Chat sessions, latest activity first', chatSessionListQuery, listOrPage(chatSessionItem)),
    async (request) => listChatSessions(app.db, request.query),
  );

  app.get(
    '/api/admin/chat-sessions/:sessionId',
    {
      config: everyStaffRole,
      schema: {
        tags: ['chat sessions'],
        summary: 'One session with its conversation',
        params: chatSessionParams,
        response: { 200: chatSessionDetail, 404: errorResponse },
      },
    },
    async (request) => {
      const session = await readChatSession(app.db, request.params.sessionId);
      if (!session) throw notFound('Chat session not found');
      return session;
    },
  );

  app.post(
    '/api/admin/chat-sessions/:sessionId/prospect',
    {
      config: managersAndAdmins,
      schema: {
        tags: ['chat sessions'],
        summary: "Turn the conversation's contact into a CRM prospect",
        params: chatSessionParams,
        body: chatProspectRequest,
        response: { 201: chatProspectResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const prospectId = await prospectFromChat(app.db, request.params.sessionId, request.body, actorOf(request));
      return reply.code(201).send({ success: true as const, prospectId });
    },
  );
};
