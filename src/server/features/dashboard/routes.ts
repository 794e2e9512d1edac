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
import { TtlCache } from '../../lib/ttl-cache';
import { actorOf } from '../activity';
import { csvFileName, exportFeedback, exportInquiries } from './csv';
import { listFeedback, updateFeedbackStatus } from './feedback';
import { listInquiries, setInquiryContacted } from './inquiries';
import { dashboardStats } from './stats';

// The inquiry and feedback dashboard is open to every staff role (decision 007).
const staff = { roles: ['admin', 'manager', 'support'] as const };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // The stat cards scan both tables: kept 15 s per instance, refreshed at once after a change made here.
  const statsCache = new TtlCache<DashboardStats>(app.config.env === 'test' ? 0 : 15_000);
  // The counts follow a change of an inquiry or a feedback item at once on this instance.
  app.events.on('inbox-changed', () => statsCache.invalidate());
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
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName('contact-inquiries', app.config.site.timeZone)}"`,
        )
        .send(await exportInquiries(app.db, request.query, app.config.site.timeZone, actorOf(request)));
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
      return setInquiryContacted(app.db, request.params.id, request.body.contacted, actorOf(request), app.events);
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
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName('customer-feedback', app.config.site.timeZone)}"`,
        )
        .send(await exportFeedback(app.db, request.query, app.config.site.timeZone, actorOf(request)));
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
      return updateFeedbackStatus(app.db, request.params.id, request.body, actorOf(request), app.events);
    },
  );
};
