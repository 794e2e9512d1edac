import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveChatApi } from '../../../../../contracts/live-chat';
import { everyStaffRole } from '../../../../lib/route-access';
import { serve } from '../../../../lib/serve';
import { succeeded } from '../../../../lib/succeeded';
import { staffOf } from '../../../auth';
import { removeSubscription, saveSubscription } from './subscriptions';
import { vapidKeys } from './vapid-keys';

/** Web Push for waiting chats: the key browsers subscribe with, and each staff member's subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, liveChatApi.pushKey, everyStaffRole, async () => ({ publicKey: (await vapidKeys(app.db)).publicKey }));
  serve(app, liveChatApi.subscribePush, everyStaffRole, async (request) =>
    succeeded(saveSubscription(app.db, staffOf(request).id, request.body)),
  );
  serve(app, liveChatApi.unsubscribePush, everyStaffRole, async (request) =>
    succeeded(removeSubscription(app.db, staffOf(request).id, request.body.endpoint)),
  );
};
