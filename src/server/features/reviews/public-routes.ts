import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURED_REVIEWS_PATH } from '../../../contracts/review-paths';
import { featuredReviewsResponse, publishedReviewsQuery } from '../../../contracts/reviews';
import { prepareJsonAnswer, sendCachedAnswer } from '../../lib/cached-answer';
import { FEATURED_REVIEWS_CACHE_CONTROL } from '../../plugins/review-cache';
import { listFeaturedReviews, listMarketReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FEATURED_REVIEWS_PATH,
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['public'],
        summary: 'Featured client reviews for the home page (at most three, newest first)',
        response: { 200: featuredReviewsResponse },
      },
    },
    // Served from the cache as prepared bytes: no query, no serialisation and no compression per request, and a
    // 304 to a browser that already holds this version.
    async (request, reply) => {
      const answer = await app.featuredReviews.get(async () =>
        prepareJsonAnswer(featuredReviewsResponse, await listFeaturedReviews(app.db)),
      );
      return sendCachedAnswer(request, reply, answer, FEATURED_REVIEWS_CACHE_CONTROL);
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
