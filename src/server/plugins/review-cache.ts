import fp from 'fastify-plugin';
import type { CachedAnswer } from '../lib/cached-answer';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The home page's featured reviews as a ready answer (serialised, compressed, with its ETag), kept 30 s per
     * instance; review changes here invalidate it.
     */
    featuredReviews: TtlCache<CachedAnswer>;
  }
}

/** The featured-reviews cache: the public route reads it, a `reviews-changed` event empties it. */
export const reviewCachePlugin = fp(
  async (app) => {
    app.decorate('featuredReviews', new TtlCache<CachedAnswer>(app.config.env === 'test' ? 0 : 30_000));
    // The home page's featured reviews follow a change at once on this instance.
    app.events.on('reviews-changed', () => app.featuredReviews.invalidate());
  },
  { name: 'review-cache', dependencies: ['domain-events'] },
);
