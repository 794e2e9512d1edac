import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHomeApi } from '../../../contracts/admin-home';
import { everyStaffRole, managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { actorOf } from '../activity';
import { staffOf } from '../auth';
import { adminOverview } from './service';
import { sendTestEmail } from './test-email';
import { waitingCounts } from './waiting';

// The admin home's counts are for every staff role (decision 007).
export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, adminHomeApi.overview, everyStaffRole, async () => adminOverview(app.db));

  serve(app, adminHomeApi.waiting, everyStaffRole, async (request) => waitingCounts(app.db, staffOf(request).role));

  serve(app, adminHomeApi.testEmail, managersAndAdmins, async (request) => {
    const mailId = await sendTestEmail(app, app.mail.mailer, staffOf(request), request.body.email, actorOf(request));
    return { success: true as const, mailId };
  });
};
