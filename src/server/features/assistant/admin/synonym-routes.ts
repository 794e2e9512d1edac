import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { synonymsRequest, synonymsResponse } from '../../../../contracts/assistant-admin';
import { errorResponse } from '../../../../contracts/fields';
import { adminsOnly } from '../../../lib/route-access';
import { actorOf } from '../../activity';
import { readSynonyms, resetSynonyms, saveSynonyms } from './synonyms';

// Decision 007: chatbot settings are for admins.

/** The Settings tab's synonym list: read, replace, or go back to the built-in list; the assistant follows at once. */
export const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  const knowledge = app.assistant.knowledge;

  app.get(
    '/api/admin/chatbot-training/synonyms',
    {
      config: adminsOnly,
      schema: {
        tags: ['chatbot training'],
        summary: "The assistant's synonym list",
        response: { 200: synonymsResponse },
      },
    },
    async () => readSynonyms(app.db, knowledge.defaultSynonyms),
  );

  app.put(
    '/api/admin/chatbot-training/synonyms',
    {
      config: adminsOnly,
      schema: {
        tags: ['chatbot training'],
        summary: "Replace the assistant's synonym list",
        body: synonymsRequest,
        response: { 200: synonymsResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await saveSynonyms(app.db, request.body.synonyms, actorOf(request), app.events);
      return readSynonyms(app.db, knowledge.defaultSynonyms);
    },
  );

  app.delete(
    '/api/admin/chatbot-training/synonyms',
    {
      config: adminsOnly,
      schema: {
        tags: ['chatbot training'],
        summary: 'Go back to the built-in synonym list',
        response: { 200: synonymsResponse },
      },
    },
    async (request) => {
      await resetSynonyms(app.db, actorOf(request), app.events);
      return readSynonyms(app.db, knowledge.defaultSynonyms);
    },
  );
};
