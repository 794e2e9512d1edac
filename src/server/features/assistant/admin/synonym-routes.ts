import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { synonymsApi } from '../../../../contracts/assistant-admin';
import { adminsOnly } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { actorOf } from '../../activity';
import { readSynonyms, resetSynonyms, saveSynonyms } from './synonyms';

// Decision 007: chatbot settings are for admins.

/** The Settings tab's synonym list: read, replace, or go back to the built-in list; the assistant follows at once. */
export const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  const knowledge = app.assistant.knowledge;

  serve(app, synonymsApi.read, adminsOnly, async () => readSynonyms(app.db, knowledge.defaultSynonyms));

  serve(app, synonymsApi.save, adminsOnly, async (request) => {
    await saveSynonyms(app.db, request.body.synonyms, actorOf(request), app.events);
    return readSynonyms(app.db, knowledge.defaultSynonyms);
  });

  serve(app, synonymsApi.reset, adminsOnly, async (request) => {
    await resetSynonyms(app.db, actorOf(request), app.events);
    return readSynonyms(app.db, knowledge.defaultSynonyms);
  });
};
