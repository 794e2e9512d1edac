import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '../../../contracts/dashboard';
import { everyStaffRole } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { csvExportHandler, serveRecordChange } from '../activity';
import { exportFeedback } from './csv';
import { listFeedback, updateFeedbackStatus } from './inbox';

// The dashboard's Customer Feedback, open to every staff role (decision 007): the list, the same filtered list as
// a CSV download, and a report's status changed.
export const feedbackStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, dashboardApi.feedback, everyStaffRole, async (request) => listFeedback(app.db, request.query));
  serve(app, dashboardApi.feedbackCsv, everyStaffRole, csvExportHandler(app, 'customer-feedback', exportFeedback));
  serveRecordChange(app, dashboardApi.updateFeedback, everyStaffRole, updateFeedbackStatus);
};
