import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewsApi } from '../../../contracts/admin-reviews';
import { everyStaffRole, managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { actorOf, serveRecordChange, serveRecordCreation } from '../activity';
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

  serveRecordCreation(app, adminReviewsApi.create, managersAndAdmins, createAdminReview);

  serveRecordChange(app, adminReviewsApi.moderate, everyStaffRole, moderateReview);

  serve(app, adminReviewsApi.publish, managersAndAdmins, async (request) =>
    publishReview(app.db, request.params.id, actorOf(request), app.events),
  );

  serveRecordChange(app, adminReviewsApi.setFlags, managersAndAdmins, setReviewFlags);
};
