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

/** The featured-reviews cache, shared by the public route that reads it and the back-office routes that change reviews. */
export const reviewCachePlugin = fp(
  async (app) => {
    app.decorate('featuredReviews', new TtlCache<CachedAnswer>(app.config.env === 'test' ? 0 : 30_000));
  },
  { name: 'review-cache' },
);
