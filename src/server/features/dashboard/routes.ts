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
   * One of the dashboard's two inboxes: GET `path` lists it (searched, filtered, sorted, paged with ?page),
   * GET `path/export.csv` downloads the same filtered list as CSV, and PATCH `path/:id` changes one item.
   */
  function inbox<Query extends z.ZodType, Body extends z.ZodType>(
    path: string,
    listed: {
      summary: string;
      query: Query;
      answer: z.ZodType;
      list(db: Database, query: z.output<Query>): Promise<unknown>;
    },
    csv: {
      summary: string;
      file: string;
      write(db: Database, query: z.output<Query>, timeZone: string, actor: Actor): Promise<unknown>;
    },
    change: {
      summary: string;
      body: Body;
      item: z.ZodType;
      apply(id: number, body: z.output<Body>, actor: Actor): Promise<unknown>;
    },
  ) {
    // The query and body passed the route's schemas; the provider cannot name a generic schema's type.
    app.get(path, route.list(listed.summary, listed.query, listed.answer), async (request) =>
      listed.list(app.db, request.query as z.output<Query>),
    );
    app.get(`${path}/export.csv`, route.download(csv.summary, listed.query), async (request, reply) =>
      reply
        .headers(csvDownload(csv.file, timeZone))
        .send(await csv.write(app.db, request.query as z.output<Query>, timeZone, actorOf(request))),
    );
    app.patch(`${path}/:id`, route.change(change.summary, change.body, change.item), async (request) =>
      change.apply(request.params.id, request.body as z.output<Body>, actorOf(request)),
    );
  }

  inbox(
    '/api/contact',
    {
      summary: 'Contact inquiries: search, filter, sort; paged with ?page',
      query: inquiryListQuery,
      answer: inquiryListResponse,
      list: listInquiries,
    },
    { summary: 'The filtered inquiries as CSV', file: 'contact-inquiries', write: exportInquiries },
    {
      summary: 'Mark an inquiry contacted, or open again',
      body: updateInquiryRequest,
      item: inquiryItem,
      apply: (id, body, actor) => setInquiryContacted(app.db, id, body.contacted, actor, app.events),
    },
  );

  inbox(
    '/api/feedback',
    {
      summary: 'Customer feedback: search, filter, sort; paged with ?page',
      query: feedbackListQuery,
      answer: feedbackListResponse,
      list: listFeedback,
    },
    { summary: 'The filtered feedback as CSV', file: 'customer-feedback', write: exportFeedback },
    {
      summary: 'Set a feedback item to pending, in progress or resolved (with resolution notes)',
      body: updateFeedbackStatusRequest,
      item: feedbackItem,
      apply: (id, body, actor) => updateFeedbackStatus(app.db, id, body, actor, app.events),
    },
  );
};
