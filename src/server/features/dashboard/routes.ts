import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
import type { Database } from '../../db/client';
import { everyStaffRole } from '../../lib/route-access';
import { routeOptions } from '../../lib/route-options';
import { TtlCache } from '../../lib/ttl-cache';
import { type Actor, actorOf } from '../activity';
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

  /**
   * One of the dashboard's two inboxes: GET `path` lists it (searched, filtered, sorted, paged with ?page), and
   * GET `path/export.csv` downloads the same filtered list as CSV.
   */
  function inbox<Query extends z.ZodType>(
    path: string,
    filter: { summary: string; query: Query },
    listed: { answer: z.ZodType; list(db: Database, query: z.output<Query>): Promise<unknown> },
    csv: {
      summary: string;
      file: string;
      write(db: Database, query: z.output<Query>, timeZone: string, actor: Actor): Promise<unknown>;
    },
  ) {
    // The query passed `filter.query` (the route's schema); the provider cannot name a generic schema's type.
    app.get(path, route.list(filter.summary, filter.query, listed.answer), async (request) =>
      listed.list(app.db, request.query as z.output<Query>),
    );
    app.get(`${path}/export.csv`, route.download(csv.summary, filter.query), async (request, reply) =>
      reply
        .headers(csvDownload(csv.file, timeZone))
        .send(await csv.write(app.db, request.query as z.output<Query>, timeZone, actorOf(request))),
    );
  }

  inbox(
    '/api/contact',
    { summary: 'Contact inquiries: search, filter, sort; paged with ?page', query: inquiryListQuery },
    { answer: inquiryListResponse, list: listInquiries },
    { summary: 'The filtered inquiries as CSV', file: 'contact-inquiries', write: exportInquiries },
  );

  app.patch(
    '/api/contact/:id',
    route.change('Mark an inquiry contacted, or open again', updateInquiryRequest, inquiryItem),
    async (request) =>
      setInquiryContacted(app.db, request.params.id, request.body.contacted, actorOf(request), app.events),
  );

  inbox(
    '/api/feedback',
    { summary: 'Customer feedback: search, filter, sort; paged with ?page', query: feedbackListQuery },
    { answer: feedbackListResponse, list: listFeedback },
    { summary: 'The filtered feedback as CSV', file: 'customer-feedback', write: exportFeedback },
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
