import type { FastifyPluginAsync } from 'fastify';
import { reportRoutes } from './report-routes';
import { suggestionRoutes } from './suggestion-routes';
import { synonymRoutes } from './synonym-routes';
import { teachingRoutes } from './teaching-routes';
import { trainingRoutes } from './training-routes';

/** The assistant's back office: /admin-chatbot-training, /admin-training-suggestions and /admin-assistant-report. */
export const assistantAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(trainingRoutes);
  await app.register(suggestionRoutes);
  await app.register(synonymRoutes);
  await app.register(teachingRoutes);
  await app.register(reportRoutes);
};
