import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalReviewRoutes } from './portal-routes';
import { reviewRoutes } from './public-routes';
import { adminReviewRoutes } from './staff-routes';

/** Every route of client reviews: the public site's, the staff's moderation and the portal's Reviews tab. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  await app.register(portalReviewRoutes);
};
