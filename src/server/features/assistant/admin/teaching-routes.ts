import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teachingApi } from '../../../../contracts/assistant-teaching';
import { adminsOnly } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { serveRecordChange, serveRecordCreation, serveRecordRemoval } from '../../activity';
import { addOutOfScope, listOutOfScope, removeOutOfScope } from './out-of-scope';
import { addPhrasing, readPhrasings, removePhrasing } from './phrasings';

// Decision 007: what the assistant is taught is training data, for admins.

/**
 * Teaching the assistant (docs/product/chat-assistant.md, "Staff teach it"): an entry's phrasings, and the examples
 * of messages it does not answer; either from typed text, a visitor's message or a training suggestion.
 */
export const teachingRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, teachingApi.phrasings, adminsOnly, async (request) => readPhrasings(app.db, request.params.id));

  serveRecordChange(app, teachingApi.addPhrasing, adminsOnly, addPhrasing);

  serveRecordChange(app, teachingApi.removePhrasing, adminsOnly, removePhrasing, (body) => body.text);

  serve(app, teachingApi.outOfScope, adminsOnly, async (request) => listOutOfScope(app.db, request.query));

  serveRecordCreation(app, teachingApi.addOutOfScope, adminsOnly, addOutOfScope);

  serveRecordRemoval(app, teachingApi.removeOutOfScope, adminsOnly, removeOutOfScope);
};
