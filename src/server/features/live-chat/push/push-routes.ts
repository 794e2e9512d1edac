import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatOkResponse } from '../../../../contracts/chat';
import { errorResponse } from '../../../../contracts/fields';
import { pushKeyResponse, pushSubscriptionRequest } from '../../../../contracts/live-chat';
import { everyStaffRole } from '../../../lib/route-access';
import { succeeded } from '../../../lib/succeeded';
import { staffOf } from '../../../plugins/staff-auth';
import { removeSubscription, saveSubscription } from './subscriptions';
import { vapidKeys } from './vapid-keys';

/** Web Push for waiting chats: the key browsers subscribe with, and each staff member's subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/live/push-key',
    {
      config: everyStaffRole,
      schema: {
        tags: ['live chat'],
        summary: "The server's Web Push public key (VAPID), made on first start",
        response: { 200: pushKeyResponse },
      },
    },
    async () => ({ publicKey: (await vapidKeys(app.db)).publicKey }),
  );

  app.post(
    '/api/admin/live/push-subscriptions',
    {
      config: everyStaffRole,
      schema: {
        tags: ['live chat'],
        summary: "Notify this browser of waiting chats (the PushSubscription's JSON)",
        body: pushSubscriptionRequest,
        response: { 201: chatOkResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      await saveSubscription(app.db, staffOf(request).id, request.body);
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    '/api/admin/live/push-subscriptions',
    {
      config: everyStaffRole,
      schema: {
        tags: ['live chat'],
        summary: 'Stop notifying this browser',
        body: z.object({ endpoint: pushSubscriptionRequest.shape.endpoint }),
        response: { 200: chatOkResponse, 400: errorResponse },
      },
    },
    async (request) => succeeded(removeSubscription(app.db, staffOf(request).id, request.body.endpoint)),
  );
};
