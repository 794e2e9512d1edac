import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredReviewsResponse, reviewsApi } from '../../../contracts/reviews';
import { prepareJsonAnswer, sendCachedAnswer } from '../../lib/cached-answer';
import { serve } from '../../lib/serve';
import { FEATURED_REVIEWS_CACHE_CONTROL } from './review-cache';
import { listFeaturedReviews, listMarketReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Served from the cache as prepared bytes: no query, no serialisation and no compression per request, and a 304
  // to a browser that already holds this version.
  serve(app, reviewsApi.featured, { publicAnswer: true }, async (request, reply) => {
    const answer = await app.featuredReviews.get(async () =>
      prepareJsonAnswer(featuredReviewsResponse, await listFeaturedReviews(app.db)),
    );
    return sendCachedAnswer(request, reply, answer, FEATURED_REVIEWS_CACHE_CONTROL);
  });

  serve(app, reviewsApi.market, { publicAnswer: true }, async (request, reply) => {
    const { facilityType } = request.query;
    const answer = await app
      .marketReviews(facilityType)
      .get(async () => prepareJsonAnswer(featuredReviewsResponse, await listMarketReviews(app.db, facilityType)));
    return sendCachedAnswer(request, reply, answer, FEATURED_REVIEWS_CACHE_CONTROL);
  });
};
