import fp from 'fastify-plugin';
import { reviewCachePlugin } from './review-cache';
import { reviewsRoutes } from './routes';

/**
 * Client reviews: the featured reviews the home page shows (cached and sent before routing), the public, staff and
 * portal routes.
 */
export const reviewsPlugin = fp(
  async (app) => {
    await app.register(reviewCachePlugin);
    await app.register(reviewsRoutes);
  },
  { name: 'reviews', dependencies: ['database', 'domain-events', 'staff-auth', 'portal-auth'] },
);
