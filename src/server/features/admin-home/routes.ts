import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOverviewResponse,
  testEmailRequest,
  testEmailResponse,
  waitingCountsResponse,
} from '../../../contracts/admin-home';
import { errorResponse } from '../../../contracts/fields';
import { staffOf } from '../../plugins/staff-auth';
import { actorOf, recordActivity } from '../activity';
import { testEmail } from '../mail';
import { adminOverview } from './service';
import { waitingCounts } from './waiting';

export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      config: { roles: ['admin', 'manager', 'support'] },
      schema: {
        tags: ['back office'],
        summary: 'Quick Overview counts of the admin home',
        response: { 200: adminOverviewResponse },
      },
    },
    async () => adminOverview(app.db),
  );

  app.get(
    '/api/admin/waiting',
    {
      config: { roles: ['admin', 'manager', 'support'] },
      schema: {
        tags: ['back office'],
        summary: 'What waits for the team, for the counts beside the navigation',
        response: { 200: waitingCountsResponse },
      },
    },
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
      const staff = staffOf(request);
      const mailId = await app.db.transaction(async (tx) => {
        const queued = await app.mail.mailer.queue(tx, {
          ...testEmail(app.config.site, `${staff.firstName} ${staff.lastName}`),
          kind: 'test_email',
          to: request.body.email,
          resource: 'user',
          resourceId: staff.id,
        });
        await recordActivity(tx, {
          ...actorOf(request),
          action: 'send_test_email',
          resource: 'mail',
          details: { to: request.body.email },
        });
        return queued;
      });
      if (!mailId) throw new Error('The test e-mail could not be queued');
      app.mail.mailer.kick();
      return { success: true as const, mailId };
    },
  );
};
