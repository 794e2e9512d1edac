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
import { errorResponse } from '../../../contracts/fields';
import { routeOptions } from '../../lib/route-options';
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
const staffRoute = routeOptions({ config: staff, tags, errors });
const managerRoute = routeOptions({ config: managers, tags, errors });

/** /admin-reviews: client reviews from the back office and the portal, moderated before they are published. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews',
    staffRoute.list(
      'Reviews with search, status, rating and facility filters',
      adminReviewListQuery,
      adminReviewListResponse,
    ),
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.get('/api/admin/reviews/stats', staffRoute.read('The four stat cards', reviewStats), async () =>
    readStats(app.db),
  );

  app.post(
    '/api/admin/reviews',
    managerRoute.create('Create a review (pending)', createReviewRequest, adminReviewItem),
    async (request, reply) => {
      return reply.code(201).send(await createAdminReview(app.db, request.body, actorOf(request), app.events));
    },
  );

  app.patch(
    '/api/admin/reviews/:id/status',
    staffRoute.change('Approve or decline a pending review', reviewStatusRequest, adminReviewItem),
    async (request) => moderateReview(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  app.patch(
    '/api/admin/reviews/:id/publish',
    managerRoute.byId('Publish an approved review', adminReviewItem),
    async (request) => publishReview(app.db, request.params.id, actorOf(request), app.events),
  );

  app.patch(
    '/api/admin/reviews/:id/flags',
    managerRoute.change('Mark a review Featured or Public', reviewFlagsRequest, adminReviewItem),
    async (request) => setReviewFlags(app.db, request.params.id, request.body, actorOf(request), app.events),
  );
};
