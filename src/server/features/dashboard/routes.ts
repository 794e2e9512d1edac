import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DashboardStats, dashboardApi } from '../../../contracts/dashboard';
import type { Database } from '../../db/client';
import { everyStaffRole } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { TtlCache } from '../../lib/ttl-cache';
import { type Actor, actorOf, serveRecordChange } from '../activity';
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

  // Each inbox's CSV download: the filtered list as a file named for today, the export logged as the staff member's.
  const csvDownloadOf =
    <Query>(name: string, exported: (db: Database, query: Query, zone: string, actor: Actor) => Promise<Readable>) =>
    async (request: Parameters<typeof actorOf>[0] & { query: Query }, reply: FastifyReply) =>
      reply
        .headers(csvDownload(name, timeZone))
        .send(await exported(app.db, request.query, timeZone, actorOf(request)));

  // Each of the two inboxes: its list, the same filtered list as a CSV download, and the change of one item.
  serve(app, dashboardApi.inquiries, everyStaffRole, async (request) => listInquiries(app.db, request.query));
  serve(app, dashboardApi.inquiriesCsv, everyStaffRole, csvDownloadOf('contact-inquiries', exportInquiries));
  serveRecordChange(app, dashboardApi.updateInquiry, everyStaffRole, setInquiryContacted, (body) => body.contacted);

  serve(app, dashboardApi.feedback, everyStaffRole, async (request) => listFeedback(app.db, request.query));
  serve(app, dashboardApi.feedbackCsv, everyStaffRole, csvDownloadOf('customer-feedback', exportFeedback));
  serveRecordChange(app, dashboardApi.updateFeedback, everyStaffRole, updateFeedbackStatus);
};
