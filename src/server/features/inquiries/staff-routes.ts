import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '../../../contracts/dashboard';
import { everyStaffRole } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { csvExportHandler, serveRecordChange } from '../activity';
import { exportInquiries } from './csv';
import { listInquiries, setInquiryContacted } from './inbox';

// The dashboard's Contact Inquiries, open to every staff role (decision 007): the list, the same filtered list as
// a CSV download, and an inquiry marked contacted or open again.
export const inquiryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, dashboardApi.inquiries, everyStaffRole, async (request) => listInquiries(app.db, request.query));
  serve(app, dashboardApi.inquiriesCsv, everyStaffRole, csvExportHandler(app, 'contact-inquiries', exportInquiries));
  serveRecordChange(app, dashboardApi.updateInquiry, everyStaffRole, setInquiryContacted, (body) => body.contacted);
};
