import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOverviewResponse,
  testEmailRequest,
  testEmailResponse,
  waitingCountsResponse,
} from '../../../contracts/admin-home';
import { errorResponse } from '../../../contracts/fields';
import { everyStaffRole } from '../../lib/route-access';
import { routeOptions } from '../../lib/route-options';
import { staffOf } from '../../plugins/staff-auth';
import { actorOf } from '../activity';
import { adminOverview } from './service';
import { sendTestEmail } from './test-email';
import { waitingCounts } from './waiting';

// The admin home's counts are for every staff role (decision 007).
const staffRoute = routeOptions({
  config: everyStaffRole,
  tags: ['back office'],
  errors: {},
});

export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    staffRoute.read('Quick Overview counts of the admin home', adminOverviewResponse),
    async () => adminOverview(app.db),
  );

  app.get(
    '/api/admin/waiting',
    staffRoute.read('What waits for the team, for the counts beside the navigation', waitingCountsResponse),
    async (request) => waitingCounts(app.db, staffOf(request).role),
  );

  app.post(
    '/api/admin/test-email',
    {
      config: { roles: ['admin', 'manager'] },
      schema: {
        tags: ['back office'],
        summary: 'Send the welcome test e-mail through the mail service',
        body: testEmailRequest,
        response: { 200: testEmailResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const mailId = await sendTestEmail(
        app.db,
        app.mail.mailer,
        staffOf(request),
        request.body.email,
        actorOf(request),
      );
      return { success: true as const, mailId };
    },
  );
};
