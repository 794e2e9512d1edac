import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalReviewsApi } from '../../../contracts/reviews';
import { serve } from '../../lib/serve';
import { portalActorOf } from '../activity';
import { portalOf } from '../locations';
import { listLocationReviews, submitLocationReview } from './portal-reviews';

/** The portal's Reviews tab: the manager's own reviews of their location, and a new one (pending until moderated). */
export const portalReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // The portal guard covers every /api/property-manager route: nothing more to declare.
  serve(app, portalReviewsApi.list, {}, async (request) => listLocationReviews(app.db, portalOf(request).id));
  serve(app, portalReviewsApi.submit, {}, async (request) =>
    submitLocationReview(app, portalActorOf(request), portalOf(request).id, request.body),
  );
};
