import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  trainingEntryItem,
  trainingEntryRequest,
  trainingExportQuery,
  trainingImportRequest,
  trainingImportResponse,
  trainingListQuery,
  trainingStats,
  trainingToggleRequest,
} from '../../../../contracts/assistant-admin';
import { idParams, listOrPage } from '../../../../contracts/common';
import { errorResponse, successResponse } from '../../../../contracts/fields';
import { wallClock } from '../../../lib/business-time';
import { adminsOnly, changeErrors } from '../../../lib/route-access';
import { routeOptions } from '../../../lib/route-options';
import { succeeded } from '../../../lib/succeeded';
import { actorOf } from '../../activity';
import {
  createTraining,
  deleteTraining,
  exportTraining,
  importTraining,
  listTraining,
  trainingStats as readStats,
  toggleTraining,
  toTrainingItem,
  updateTraining,
} from './training';

// Decision 007: training data and its suggestions are for admins.
const route = routeOptions({ config: adminsOnly, tags: ['chatbot training'], errors: changeErrors });

/** /admin-chatbot-training: the entries the assistant answers from. */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/chatbot-training',
    route.list('Training entries, highest priority first', trainingListQuery, listOrPage(trainingEntryItem)),
    async (request) => listTraining(app.db, request.query),
  );

  app.get(
    '/api/admin/chatbot-training/stats',
    route.read('Counts for the Categories and Settings tabs', trainingStats),
    async () => readStats(app.db),
  );

  app.get(
    '/api/admin/chatbot-training/export',
    route.download('Every entry as a JSON or CSV file', trainingExportQuery),
    async (request, reply) => {
      const { format } = request.query;
      const body = await exportTraining(app.db, format);
      const name = `chatbot-training-${wallClock(new Date(), app.config.site.timeZone).slice(0, 10)}.${format}`;
      return reply
        .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(body);
    },
  );

  app.post(
    '/api/admin/chatbot-training/import',
    {
      config: adminsOnly,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['chatbot training'],
        summary: 'Import entries from a JSON or CSV file: every row is checked; a file with a bad row stores nothing',
        body: trainingImportRequest,
        response: { 200: trainingImportResponse, 400: z.union([trainingImportResponse, errorResponse]) },
      },
    },
    async (request, reply) => {
      const outcome = await importTraining(app.db, request.body.format, request.body.data, actorOf(request));
      if (outcome.refused.length) return reply.code(400).send({ success: false, ...outcome });
      return { success: true, ...outcome };
    },
  );

  app.post(
    '/api/admin/chatbot-training',
    {
      config: adminsOnly,
      schema: {
        tags: ['chatbot training'],
        summary: 'Create a training entry',
        body: trainingEntryRequest,
        response: { 201: trainingEntryItem, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await createTraining(app.db, request.body, actorOf(request), app.events);
      return reply.code(201).send(toTrainingItem(row));
    },
  );

  app.put(
    '/api/admin/chatbot-training/:id',
    route.change('Edit a training entry', trainingEntryRequest, trainingEntryItem),
    async (request) => {
      const row = await updateTraining(app.db, request.params.id, request.body, actorOf(request), app.events);
      return toTrainingItem(row);
    },
  );

  app.put(
    '/api/admin/chatbot-training/:id/toggle',
    route.change('Make a training entry active or inactive', trainingToggleRequest, trainingEntryItem),
    async (request) => {
      const row = await toggleTraining(app.db, request.params.id, request.body.isActive, actorOf(request), app.events);
      return toTrainingItem(row);
    },
  );

  app.delete(
    '/api/admin/chatbot-training/:id',
    {
      config: adminsOnly,
      schema: {
        tags: ['chatbot training'],
        summary: 'Delete a training entry',
        params: idParams,
        response: { 200: successResponse, 404: errorResponse },
      },
    },
    async (request) => succeeded(deleteTraining(app.db, request.params.id, actorOf(request), app.events)),
  );
};
