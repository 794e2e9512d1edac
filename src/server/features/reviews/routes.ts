import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredReviewsResponse, publishedReviewsQuery } from '../../../contracts/reviews';
import { listFeaturedReviews, listMarketReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/featured',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['public'],
        summary: 'Featured client reviews for the home page (at most three, newest first)',
        response: { 200: featuredReviewsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.featuredReviews.get(() => listFeaturedReviews(app.db));
    },
  );

  app.get(
    '/api/reviews',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['public'],
        summary: "A market page's published reviews (newest first, at most six)",
        querystring: publishedReviewsQuery,
        response: { 200: featuredReviewsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return listMarketReviews(app.db, request.query.facilityType);
    },
  );
};
