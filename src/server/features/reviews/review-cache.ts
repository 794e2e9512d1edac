import fp from 'fastify-plugin';
import { type ReviewFacilityType, reviewFacilityTypes } from '../../../contracts/enums';
import { FEATURED_REVIEWS_PATH } from '../../../contracts/review-paths';
import type { CachedAnswer } from '../../lib/cached-answer';
import { TtlCache } from '../../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The home page's featured reviews as a ready answer (serialised, compressed, with its ETag), kept 30 s per
     * instance; review changes here invalidate it.
     */
    featuredReviews: TtlCache<CachedAnswer>;
    /** Each market page's published reviews as a ready answer, kept and emptied as the featured ones. */
    marketReviews: (facilityType: ReviewFacilityType) => TtlCache<CachedAnswer>;
  }
}

/** How long browsers and shared caches may keep the featured reviews. */
export const FEATURED_REVIEWS_CACHE_CONTROL = 'public, max-age=60';

/** The featured-reviews cache: the public route reads it, a `reviews-changed` event empties it. */
export const reviewCachePlugin = fp(
  async (app) => {
    const keptFor = app.config.env === 'test' ? 0 : 30_000;
    app.decorate('featuredReviews', new TtlCache<CachedAnswer>(keptFor));
    const byMarket = new Map(reviewFacilityTypes.map((type) => [type, new TtlCache<CachedAnswer>(keptFor)]));
    app.decorate('marketReviews', (facilityType: ReviewFacilityType) => {
      const cache = byMarket.get(facilityType);
      if (!cache) throw new Error(`No reviews cache for ${facilityType}`);
      return cache;
    });
    // The home page's and the market pages' reviews follow a change at once on this instance.
    app.events.on('reviews-changed', () => {
      app.featuredReviews.invalidate();
      for (const cache of byMarket.values()) cache.invalidate();
    });
    // While it is current, it is sent before routing; the route makes it again when it is not.
    app.readyAnswers.add(FEATURED_REVIEWS_PATH, {
      cacheControl: FEATURED_REVIEWS_CACHE_CONTROL,
      current: () => app.featuredReviews.peek(),
    });
  },
  { name: 'review-cache', dependencies: ['domain-events'] },
);
