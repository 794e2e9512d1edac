import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooMany } from '../lib/domain-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public form's POST: limited per client address. */
    publicForm?: boolean;
  }
}

export type RateLimitOptions = { enabled: boolean; publicFormsPerMinute?: number };

/**
 * Per-address limits on public POSTs; `RATE_LIMITS=off` turns them off (load tests, evaluations). With Redis
 * (REDIS_URL) every instance counts in one place, so an address gets its limit once however many instances
 * serve it; while Redis cannot be reached the limits let requests through rather than refuse every visitor.
 */
export const rateLimitsPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    if (!options.enabled) return;
    // Our hook must run before the plugin's own onRoute hook reads the route's rateLimit config.
    const perMinute = options.publicFormsPerMinute ?? 10;
    app.addHook('onRoute', (route) => {
      if (route.config?.publicForm) {
        route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: '1 minute' } };
      }
    });
    const shared = app.sharedStore;
    await app.register(rateLimit, {
      global: false,
      ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}rate:`, skipOnError: true } : {}),
      // Thrown as the app's own refusal, so the errors plugin answers it like every other 429.
      errorResponseBuilder: (_request, context) =>
        tooMany(`Too many requests. Please wait ${context.after} and try again.`, Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limits', dependencies: ['shared-store'] },
);
