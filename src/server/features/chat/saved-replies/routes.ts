import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedRepliesApi } from '../../../../contracts/saved-replies';
import { everyStaffRole } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { serveRecordChange, serveRecordCreation, serveRecordRemoval } from '../../activity';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './service';

// Decision 061: every staff role answers live chats (decision 042), so every staff role keeps the team's replies.

/** The saved replies staff put in a live chat with "/" (docs/product/live-chat.md). */
export const savedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, savedRepliesApi.list, everyStaffRole, async () => listSavedReplies(app.db));

  serveRecordCreation(app, savedRepliesApi.create, everyStaffRole, createSavedReply);

  serveRecordChange(app, savedRepliesApi.update, everyStaffRole, updateSavedReply);

  serveRecordRemoval(app, savedRepliesApi.remove, everyStaffRole, deleteSavedReply);
};
