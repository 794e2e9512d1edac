import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainingApi } from '../../../../contracts/assistant-admin';
import { wallClock } from '../../../lib/business-time';
import { adminsOnly } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { actorOf, serveRecordChange, serveRecordCreation, serveRecordRemoval } from '../../activity';
import {
  createTraining,
  deleteTraining,
  exportTraining,
  importTraining,
  listTraining,
  trainingStats as readStats,
  toggleTraining,
  updateTraining,
} from './training';

// Decision 007: training data and its suggestions are for admins.

/** /admin-chatbot-training: the entries the assistant answers from. */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, trainingApi.list, adminsOnly, async (request) => listTraining(app.db, request.query));

  serve(app, trainingApi.stats, adminsOnly, async () => readStats(app.db));

  serve(app, trainingApi.export, adminsOnly, async (request, reply) => {
    const { format } = request.query;
    const body = await exportTraining(app.db, format);
    const name = `chatbot-training-${wallClock(new Date(), app.config.site.timeZone).slice(0, 10)}.${format}`;
    return reply
      .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(body);
  });

  serve(app, trainingApi.import, adminsOnly, async (request) => {
    const { format, data } = request.body;
    const outcome = await importTraining(app.db, format, data, actorOf(request), app.events);
    return { success: true, ...outcome, refused: [] };
  });

  serveRecordCreation(app, trainingApi.create, adminsOnly, createTraining);

  serveRecordChange(app, trainingApi.update, adminsOnly, updateTraining);

  serveRecordChange(app, trainingApi.toggle, adminsOnly, toggleTraining, (body) => body.isActive);

  serveRecordRemoval(app, trainingApi.remove, adminsOnly, deleteTraining);
};
