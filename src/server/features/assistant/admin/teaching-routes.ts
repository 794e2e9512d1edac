import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addOutOfScopeRequest,
  addPhrasingRequest,
  entryPhrasings,
  outOfScopeAdded,
  outOfScopeItem,
  outOfScopeListQuery,
  phrasingAdded,
  removePhrasingRequest,
} from '../../../../contracts/assistant-teaching';
import { idParams, listOrPage } from '../../../../contracts/common';
import { successResponse } from '../../../../contracts/fields';
import { adminsOnly, changeErrors } from '../../../lib/route-access';
import { routeOptions } from '../../../lib/route-options';
import { succeeded } from '../../../lib/succeeded';
import { actorOf } from '../../activity';
import { addOutOfScope, listOutOfScope, removeOutOfScope } from './out-of-scope';
import { addPhrasing, readPhrasings, removePhrasing } from './phrasings';

// Decision 007: what the assistant is taught is training data, for admins.
const route = routeOptions({ config: adminsOnly, tags: ['chatbot training'], errors: changeErrors });

/**
 * Teaching the assistant (docs/product/chat-assistant.md, "Staff teach it"): an entry's phrasings, and the examples
 * of messages it does not answer; either from typed text, a visitor's message or a training suggestion.
 */
export const teachingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/chatbot-training/:id/phrasings',
    route.byId("A training entry's visitor phrasings", entryPhrasings),
    async (request) => readPhrasings(app.db, request.params.id),
  );

  app.post(
    '/api/admin/chatbot-training/:id/phrasings',
    {
      config: adminsOnly,
      schema: {
        tags: ['chatbot training'],
        summary:
          'Add a phrasing to an entry ("this should have been answered by…"): typed, or a visitor\'s message, or a suggestion\'s question',
        params: idParams,
        body: addPhrasingRequest,
        response: { 201: phrasingAdded, ...changeErrors },
      },
    },
    async (request, reply) => {
      const added = await addPhrasing(app.db, request.params.id, request.body, actorOf(request), app.events);
      return reply.code(201).send(added);
    },
  );

  app.delete(
    '/api/admin/chatbot-training/:id/phrasings',
    route.change('Take a phrasing off an entry', removePhrasingRequest, entryPhrasings),
    async (request) => removePhrasing(app.db, request.params.id, request.body.text, actorOf(request), app.events),
  );

  app.get(
    '/api/admin/chatbot-training/out-of-scope',
    route.list(
      'Examples of messages the assistant does not answer, latest first',
      outOfScopeListQuery,
      listOrPage(outOfScopeItem),
    ),
    async (request) => listOutOfScope(app.db, request.query),
  );

  app.post(
    '/api/admin/chatbot-training/out-of-scope',
    route.create(
      '"Not our topic": a typed message, a visitor\'s message or a suggestion\'s question becomes an out-of-scope example',
      addOutOfScopeRequest,
      outOfScopeAdded,
    ),
    async (request, reply) =>
      reply.code(201).send(await addOutOfScope(app.db, request.body, actorOf(request), app.events)),
  );

  app.delete(
    '/api/admin/chatbot-training/out-of-scope/:id',
    route.byId('Remove an out-of-scope example', successResponse),
    async (request) => succeeded(removeOutOfScope(app.db, request.params.id, actorOf(request), app.events)),
  );
};
