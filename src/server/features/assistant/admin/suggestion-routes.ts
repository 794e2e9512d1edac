import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  implementSuggestionRequest,
  implementSuggestionResponse,
  reviewSuggestionRequest,
  suggestionCounts,
  suggestionItem,
  suggestionListQuery,
} from '../../../../contracts/assistant-admin';
import { idParams, pageOf as pageResponse } from '../../../../contracts/common';
import { errorResponse } from '../../../../contracts/fields';
import { actorOf } from '../../activity';
import {
  suggestionCounts as countSuggestions,
  implementSuggestion,
  listSuggestions,
  reviewSuggestion,
} from './suggestions';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
// Decision 007: training data and its suggestions are for admins.
const admins = { roles: ['admin'] as const };

/** /admin-training-suggestions: what the assistant could not answer, and customer feedback. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/training-suggestions',
    {
      config: admins,
      schema: {
        tags: ['training suggestions'],
        summary: 'Suggestions, most asked first',
        querystring: suggestionListQuery,
        response: { 200: z.union([pageResponse(suggestionItem), z.array(suggestionItem)]) },
      },
    },
    async (request) => listSuggestions(app.db, request.query),
  );

  app.get(
    '/api/admin/training-suggestions/counts',
    {
      config: admins,
      schema: { tags: ['training suggestions'], summary: 'Counts per status', response: { 200: suggestionCounts } },
    },
    async () => countSuggestions(app.db),
  );

  app.put(
    '/api/admin/training-suggestions/:id',
    {
      config: admins,
      schema: {
        tags: ['training suggestions'],
        summary: 'Review a suggestion: pending, approved or rejected, with notes',
        params: idParams,
        body: reviewSuggestionRequest,
        response: { 200: suggestionItem, ...errors },
      },
    },
    async (request) => reviewSuggestion(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/training-suggestions/:id/implement',
    {
      config: admins,
      schema: {
        tags: ['training suggestions'],
        summary: 'Create the training entry from a suggestion; the assistant uses it at once',
        params: idParams,
        body: implementSuggestionRequest,
        response: { 200: implementSuggestionResponse, ...errors },
      },
    },
    async (request) => {
      const entry = await implementSuggestion(app.db, request.params.id, request.body, actorOf(request), app.events);
      return { success: true as const, trainingDataId: entry.id };
    },
  );
};
