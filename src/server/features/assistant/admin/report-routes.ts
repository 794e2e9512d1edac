import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantReport, assistantReportQuery } from '../../../../contracts/assistant-report';
import { errorResponse } from '../../../../contracts/fields';
import { adminsOnly } from '../../../lib/route-access';
import { assistantReport as readReport } from './report';

/** /admin-assistant-report: how the assistant answered, week by week, and what it could not answer. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/assistant-report',
    {
      // Decision 007: the report sits with training data and its suggestions, which are for admins.
      config: adminsOnly,
      schema: {
        tags: ['assistant report'],
        summary:
          "A week's figures on the business's clock (?week=2026-W48, this week without it), the 11 weeks before, and its most frequent unanswered questions",
        querystring: assistantReportQuery,
        // 400: a malformed week, or one not yet begun, named in fieldErrors.week.
        response: { 200: assistantReport, 400: errorResponse },
      },
    },
    async (request) => readReport(app.db, { week: request.query.week, timeZone: app.config.site.timeZone }),
  );
};
