import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionsApi } from '../../../../contracts/assistant-admin';
import { adminsOnly } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { actorOf, serveRecordChange } from '../../activity';
import { implementSuggestion, listSuggestions, reviewSuggestion, suggestionCounts } from './suggestions';

// Decision 007: training data and its suggestions are for admins.

/** /admin-training-suggestions: what the assistant could not answer, and customer feedback. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, suggestionsApi.list, adminsOnly, async (request) => listSuggestions(app.db, request.query));

  serve(app, suggestionsApi.counts, adminsOnly, async () => suggestionCounts(app.db));

  serveRecordChange(app, suggestionsApi.review, adminsOnly, reviewSuggestion);

  serve(app, suggestionsApi.implement, adminsOnly, async (request) => {
    const entry = await implementSuggestion(app.db, request.params.id, request.body, actorOf(request), app.events);
    return { success: true as const, trainingDataId: entry.id };
  });
};
