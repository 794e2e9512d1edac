import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/common';
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
import { notFound } from '../../lib/domain-error';
import { TtlCache } from '../../lib/ttl-cache';
import { actorName, actorOf, recordActivity } from '../activity';
import { csvFileName, feedbackCsv, inquiriesCsv } from './csv';
import { listFeedback, updateFeedbackStatus } from './feedback';
import { listInquiries, setInquiryContacted } from './inquiries';
import { dashboardStats } from './stats';

const NO_SUCH_RECORD = 'No such record.';

// The inquiry and feedback dashboard is open to every staff role (decision 007).
const staff = { roles: ['admin', 'manager', 'support'] as const };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // The stat cards scan both tables: kept 15 s per instance, refreshed at once after a change made here.
  const statsCache = new TtlCache<DashboardStats>(app.config.env === 'test' ? 0 : 15_000);
  app.get(
    '/api/admin/dashboard/stats',
    {
      config: staff,
      schema: {
        tags: ['dashboard'],
        summary: 'Stat cards, overdue counts and 12 weeks of intake',
        response: { 200: dashboardStatsResponse },
      },
    },
    async () => statsCache.get(() => dashboardStats(app.db)),
  );

  app.get(
    '/api/contact',
    {
      config: staff,
      schema: {
        tags: ['dashboard'],
        summary: 'Contact inquiries: search, filter, sort; paged with ?page',
        querystring: inquiryListQuery,
        response: { 200: inquiryListResponse },
      },
    },
    async (request) => listInquiries(app.db, request.query),
  );

  app.get(
    '/api/contact/export.csv',
    {
      config: staff,
      schema: { tags: ['dashboard'], summary: 'The filtered inquiries as CSV', querystring: inquiryListQuery },
    },
    async (request, reply) => {
      await recordActivity(app.db, {
        ...actorOf(request),
        action: 'export_csv',
        resource: 'contact_inquiries',
        details: { ...request.query },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName('contact-inquiries', app.config.site.timeZone)}"`,
        )
        .send(inquiriesCsv(app.db, request.query, app.config.site.timeZone));
    },
  );

  app.patch(
    '/api/contact/:id',
    {
      config: staff,
      schema: {
        tags: ['dashboard'],
        summary: 'Mark an inquiry contacted, or open again',
        params: idParams,
        body: updateInquiryRequest,
        response: { 200: inquiryItem, 404: errorResponse },
      },
    },
    async (request) => {
      const inquiry = await setInquiryContacted(app.db, request.params.id, request.body.contacted, actorName(request));
      if (!inquiry) throw notFound(NO_SUCH_RECORD);
      statsCache.invalidate();
      await recordActivity(app.db, {
        ...actorOf(request),
        action: request.body.contacted ? 'mark_contacted' : 'reopen',
        resource: 'contact_inquiry',
        resourceId: inquiry.id,
      });
      return inquiry;
    },
  );

  app.get(
    '/api/feedback',
    {
      config: staff,
      schema: {
        tags: ['dashboard'],
        summary: 'Customer feedback: search, filter, sort; paged with ?page',
        querystring: feedbackListQuery,
        response: { 200: feedbackListResponse },
      },
    },
    async (request) => listFeedback(app.db, request.query),
  );

  app.get(
    '/api/feedback/export.csv',
    {
      config: staff,
      schema: { tags: ['dashboard'], summary: 'The filtered feedback as CSV', querystring: feedbackListQuery },
    },
    async (request, reply) => {
      await recordActivity(app.db, {
        ...actorOf(request),
        action: 'export_csv',
        resource: 'customer_feedback',
        details: { ...request.query },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName('customer-feedback', app.config.site.timeZone)}"`,
        )
        .send(feedbackCsv(app.db, request.query, app.config.site.timeZone));
    },
  );

  app.patch(
    '/api/feedback/:id',
    {
      config: staff,
      schema: {
        tags: ['dashboard'],
        summary: 'Set a feedback item to pending, in progress or resolved (with resolution notes)',
        params: idParams,
        body: updateFeedbackStatusRequest,
        response: { 200: feedbackItem, 404: errorResponse },
      },
    },
    async (request) => {
      const feedback = await updateFeedbackStatus(app.db, request.params.id, request.body, actorName(request));
      if (!feedback) throw notFound(NO_SUCH_RECORD);
      statsCache.invalidate();
      await recordActivity(app.db, {
        ...actorOf(request),
        action: 'update_status',
        resource: 'customer_feedback',
        resourceId: feedback.id,
        details: { status: feedback.status, resolution: request.body.resolution ?? null },
      });
      return feedback;
    },
  );
};
