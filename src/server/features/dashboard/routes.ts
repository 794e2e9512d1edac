import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DashboardStats, dashboardApi } from '../../../contracts/dashboard';
import { everyStaffRole } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { TtlCache } from '../../lib/ttl-cache';
import { actorOf } from '../activity';
import { csvDownload, exportFeedback, exportInquiries } from './csv';
import { listFeedback, updateFeedbackStatus } from './feedback';
import { listInquiries, setInquiryContacted } from './inquiries';
import { dashboardStats } from './stats';

// The inquiry and feedback dashboard is open to every staff role (decision 007).
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.site.timeZone;
  // The stat cards scan both tables: kept 15 s per instance, refreshed at once after a change made here.
  const statsCache = new TtlCache<DashboardStats>(app.config.env === 'test' ? 0 : 15_000);
  // The counts follow a change of an inquiry or a feedback item at once on this instance.
  app.events.on('inbox-changed', () => statsCache.invalidate());
  serve(app, dashboardApi.stats, everyStaffRole, async () => statsCache.get(() => dashboardStats(app.db)));

  // Each of the two inboxes: its list, the same filtered list as a CSV download, and the change of one item.
  serve(app, dashboardApi.inquiries, everyStaffRole, async (request) => listInquiries(app.db, request.query));
  serve(app, dashboardApi.inquiriesCsv, everyStaffRole, async (request, reply) =>
    reply
      .headers(csvDownload('contact-inquiries', timeZone))
      .send(await exportInquiries(app.db, request.query, timeZone, actorOf(request))),
  );
  serve(app, dashboardApi.updateInquiry, everyStaffRole, async (request) =>
    setInquiryContacted(app.db, request.params.id, request.body.contacted, actorOf(request), app.events),
  );

  serve(app, dashboardApi.feedback, everyStaffRole, async (request) => listFeedback(app.db, request.query));
  serve(app, dashboardApi.feedbackCsv, everyStaffRole, async (request, reply) =>
    reply
      .headers(csvDownload('customer-feedback', timeZone))
      .send(await exportFeedback(app.db, request.query, timeZone, actorOf(request))),
  );
  serve(app, dashboardApi.updateFeedback, everyStaffRole, async (request) =>
    updateFeedbackStatus(app.db, request.params.id, request.body, actorOf(request), app.events),
  );
};
