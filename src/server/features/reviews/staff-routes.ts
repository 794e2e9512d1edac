import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewsApi } from '../../../contracts/admin-reviews';
import { everyStaffRole, managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
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
/** /admin-reviews: client reviews from the back office and the portal, moderated before they are published. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, adminReviewsApi.list, everyStaffRole, async (request) => listAdminReviews(app.db, request.query));

  serve(app, adminReviewsApi.stats, everyStaffRole, async () => readStats(app.db));

  serve(app, adminReviewsApi.create, managersAndAdmins, async (request) =>
    createAdminReview(app.db, request.body, actorOf(request), app.events),
  );

  serve(app, adminReviewsApi.moderate, everyStaffRole, async (request) =>
    moderateReview(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, adminReviewsApi.publish, managersAndAdmins, async (request) =>
    publishReview(app.db, request.params.id, actorOf(request), app.events),
  );

  serve(app, adminReviewsApi.setFlags, managersAndAdmins, async (request) =>
    setReviewFlags(app.db, request.params.id, request.body, actorOf(request), app.events),
  );
};
