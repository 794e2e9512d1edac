import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type DashboardStats,
  dashboardStatsResponse,
  feedbackItem,
  feedbackListQuery,
  feedbackListResponse,
  inquiryItem,
  inquiryListQuery,
  inquiryListResponse,
  updateFeedbackStatusRequest,
  updateInquiryRequest,
} from '../../../contracts/dashboard';
import { errorResponse } from '../../../contracts/fields';
import { everyStaffRole } from '../../lib/route-access';
import { routeOptions } from '../../lib/route-options';
import { TtlCache } from '../../lib/ttl-cache';
import { actorOf } from '../activity';
import { csvDownload, exportFeedback, exportInquiries } from './csv';
import { listFeedback, updateFeedbackStatus } from './feedback';
import { listInquiries, setInquiryContacted } from './inquiries';
import { dashboardStats } from './stats';

// The inquiry and feedback dashboard is open to every staff role (decision 007).
const route = routeOptions({
  config: everyStaffRole,
  tags: ['dashboard'],
  errors: { 404: errorResponse },
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.site.timeZone;
  // The stat cards scan both tables: kept 15 s per instance, refreshed at once after a change made here.
  const statsCache = new TtlCache<DashboardStats>(app.config.env === 'test' ? 0 : 15_000);
  // The counts follow a change of an inquiry or a feedback item at once on this instance.
  app.events.on('inbox-changed', () => statsCache.invalidate());
  app.get(
    '/api/admin/dashboard/stats',
    route.read('Stat cards, overdue counts and 12 weeks of intake', dashboardStatsResponse),
    async () => statsCache.get(() => dashboardStats(app.db)),
  );

  app.get(
    '/api/contact',
    route.list('Contact inquiries: search, filter, sort; paged with ?page', inquiryListQuery, inquiryListResponse),
    async (request) => listInquiries(app.db, request.query),
  );

  app.get(
    '/api/contact/export.csv',
    route.download('The filtered inquiries as CSV', inquiryListQuery),
    async (request, reply) =>
      reply
        .headers(csvDownload('contact-inquiries', timeZone))
        .send(await exportInquiries(app.db, request.query, timeZone, actorOf(request))),
  );

  app.patch(
    '/api/contact/:id',
    route.change('Mark an inquiry contacted, or open again', updateInquiryRequest, inquiryItem),
    async (request) =>
      setInquiryContacted(app.db, request.params.id, request.body.contacted, actorOf(request), app.events),
  );

  app.get(
    '/api/feedback',
    route.list('Customer feedback: search, filter, sort; paged with ?page', feedbackListQuery, feedbackListResponse),
    async (request) => listFeedback(app.db, request.query),
  );

  app.get(
    '/api/feedback/export.csv',
    route.download('The filtered feedback as CSV', feedbackListQuery),
    async (request, reply) =>
      reply
        .headers(csvDownload('customer-feedback', timeZone))
        .send(await exportFeedback(app.db, request.query, timeZone, actorOf(request))),
  );

  app.patch(
    '/api/feedback/:id',
    route.change(
      'Set a feedback item to pending, in progress or resolved (with resolution notes)',
      updateFeedbackStatusRequest,
      feedbackItem,
    ),
    async (request) => updateFeedbackStatus(app.db, request.params.id, request.body, actorOf(request), app.events),
  );
};
