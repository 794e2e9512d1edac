import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewItem,
  adminReviewListQuery,
  adminReviewListResponse,
  createReviewRequest,
  reviewFlagsRequest,
  reviewStats,
  reviewStatusRequest,
} from '../../../contracts/admin-reviews';
import { idParams } from '../../../contracts/common';
import { errorResponse } from '../../../contracts/fields';
import { actorOf } from '../activity';
import {
  createAdminReview,
  listAdminReviews,
  moderateReview,
  publishReview,
  reviewStats as readStats,
  setReviewFlags,
} from './admin-reviews';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
// Decision 007: every staff role reads and moderates; creating, publishing and the public flags need a manager.
const staff = { roles: ['admin', 'manager', 'support'] as const };
const managers = { roles: ['admin', 'manager'] as const };
const tags = ['client reviews'];

/** /admin-reviews: client reviews from the back office and the portal, moderated before they are published. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reviews with search, status, rating and facility filters',
        querystring: adminReviewListQuery,
        response: { 200: adminReviewListResponse },
      },
    },
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.get(
    '/api/admin/reviews/stats',
    { config: staff, schema: { tags, summary: 'The four stat cards', response: { 200: reviewStats } } },
    async () => readStats(app.db),
  );

  app.post(
    '/api/admin/reviews',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Create a review (pending)',
        body: createReviewRequest,
        response: { 201: adminReviewItem, ...errors },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createAdminReview(app.db, request.body, actorOf(request), app.events));
    },
  );

  app.patch(
    '/api/admin/reviews/:id/status',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve or decline a pending review',
        params: idParams,
        body: reviewStatusRequest,
        response: { 200: adminReviewItem, ...errors },
      },
    },
    async (request) => moderateReview(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  app.patch(
    '/api/admin/reviews/:id/publish',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Publish an approved review',
        params: idParams,
        response: { 200: adminReviewItem, ...errors },
      },
    },
    async (request) => publishReview(app.db, request.params.id, actorOf(request), app.events),
  );

  app.patch(
    '/api/admin/reviews/:id/flags',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Mark a review Featured or Public',
        params: idParams,
        body: reviewFlagsRequest,
        response: { 200: adminReviewItem, ...errors },
      },
    },
    async (request) => setReviewFlags(app.db, request.params.id, request.body, actorOf(request), app.events),
  );
};
