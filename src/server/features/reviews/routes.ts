import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeaturedReview, featuredReviewsResponse } from '../../../contracts/reviews';
import { TtlCache } from '../../lib/ttl-cache';
import { listFeaturedReviews } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The home page's featured reviews, kept 30 s per instance; review changes here invalidate it. */
    featuredReviews: TtlCache<FeaturedReview[]>;
  }
}

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorate('featuredReviews', new TtlCache<FeaturedReview[]>(app.config.env === 'test' ? 0 : 30_000));
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
      return app.featuredReviews.get(() => listFeaturedReviews(app.db));
    },
  );
};
