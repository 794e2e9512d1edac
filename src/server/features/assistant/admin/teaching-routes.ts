import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teachingApi } from '../../../../contracts/assistant-teaching';
import { adminsOnly } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { succeeded } from '../../../lib/succeeded';
import { actorOf } from '../../activity';
import { addOutOfScope, listOutOfScope, removeOutOfScope } from './out-of-scope';
import { addPhrasing, readPhrasings, removePhrasing } from './phrasings';

// Decision 007: what the assistant is taught is training data, for admins.

/**
 * Teaching the assistant (docs/product/chat-assistant.md, "Staff teach it"): an entry's phrasings, and the examples
 * of messages it does not answer; either from typed text, a visitor's message or a training suggestion.
 */
export const teachingRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, teachingApi.phrasings, adminsOnly, async (request) => readPhrasings(app.db, request.params.id));

  serve(app, teachingApi.addPhrasing, adminsOnly, async (request) =>
    addPhrasing(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, teachingApi.removePhrasing, adminsOnly, async (request) =>
    removePhrasing(app.db, request.params.id, request.body.text, actorOf(request), app.events),
  );

  serve(app, teachingApi.outOfScope, adminsOnly, async (request) => listOutOfScope(app.db, request.query));

  serve(app, teachingApi.addOutOfScope, adminsOnly, async (request) =>
    addOutOfScope(app.db, request.body, actorOf(request), app.events),
  );

  serve(app, teachingApi.removeOutOfScope, adminsOnly, async (request) =>
    succeeded(removeOutOfScope(app.db, request.params.id, actorOf(request), app.events)),
  );
};
