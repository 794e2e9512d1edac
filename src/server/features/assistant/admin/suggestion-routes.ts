import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  implementSuggestionRequest,
  implementSuggestionResponse,
  reviewSuggestionRequest,
  suggestionCounts,
  suggestionItem,
  suggestionListQuery,
} from '../../../../contracts/assistant-admin';
import { listOrPage } from '../../../../contracts/common';
import { adminsOnly, changeErrors } from '../../../lib/route-access';
import { routeOptions } from '../../../lib/route-options';
import { actorOf } from '../../activity';
import {
  suggestionCounts as countSuggestions,
  implementSuggestion,
  listSuggestions,
  reviewSuggestion,
} from './suggestions';

// Decision 007: training data and its suggestions are for admins.
const route = routeOptions({ config: adminsOnly, tags: ['training suggestions'], errors: changeErrors });

/** /admin-training-suggestions: what the assistant could not answer, and customer feedback. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/training-suggestions',
    route.list('Suggestions, most asked first', suggestionListQuery, listOrPage(suggestionItem)),
    async (request) => listSuggestions(app.db, request.query),
  );

  app.get('/api/admin/training-suggestions/counts', route.read('Counts per status', suggestionCounts), async () =>
    countSuggestions(app.db),
  );

  app.put(
    '/api/admin/training-suggestions/:id',
    route.change(
      'Review a suggestion: pending, approved or rejected, with notes',
      reviewSuggestionRequest,
      suggestionItem,
    ),
    async (request) => reviewSuggestion(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/training-suggestions/:id/implement',
    route.change(
      'Create the training entry from a suggestion; the assistant uses it at once',
      implementSuggestionRequest,
      implementSuggestionResponse,
    ),
    async (request) => {
      const entry = await implementSuggestion(app.db, request.params.id, request.body, actorOf(request), app.events);
      return { success: true as const, trainingDataId: entry.id };
    },
  );
};
