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
import { changeErrors, everyStaffRole, managersAndAdmins } from '../../lib/route-access';
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

// Decision 007: every staff role reads and moderates; creating, publishing and the public flags need a manager.
const tags = ['client reviews'];
const staffRoute = routeOptions({ config: everyStaffRole, tags, errors: changeErrors });
const managerRoute = routeOptions({ config: managersAndAdmins, tags, errors: changeErrors });

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
