import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantReportApi } from '../../../../contracts/assistant-report';
import { adminsOnly } from '../../../lib/route-access';
import { serve } from '../../../lib/serve';
import { assistantReport as readReport } from './report';

/** /admin-assistant-report: how the assistant answered, week by week, and what it could not answer. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Decision 007: the report sits with training data and its suggestions, which are for admins.
  serve(app, assistantReportApi.week, adminsOnly, async (request) =>
    readReport(app.db, { week: request.query.week, timeZone: app.config.site.timeZone }),
  );
};
