import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredReviewsResponse } from '../../../contracts/reviews';
import { listFeaturedReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/featured',
    {
      schema: {
        tags: ['public'],
        summary: 'Featured client reviews for the home page (at most three, newest first)',
        response: { 200: featuredReviewsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listFeaturedReviews(app.db);
    },
  );
};
