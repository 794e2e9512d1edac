import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '../../../contracts/endpoint';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/faults';
import { serve } from '../../lib/serve';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string().optional(),
  /** Where request limits and sign-in throttles count: Redis for every instance, or each instance's memory. */
  limits: z.enum(['shared', 'per-instance', 'shared-store-unreachable', 'off']).optional(),
});

const tags = ['operations'];

/** The operations probes: asked by the platform, never by the pages, so their contract stays beside them. */
const healthApi = {
  live: endpoint({ method: 'GET', path: '/healthz', summary: 'The process is up', tags, answer: healthResponse }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'The database answers',
    tags,
    answer: healthResponse,
    errors: { 503: healthResponse },
  }),
};

function limitsState(app: FastifyInstance) {
  if (!app.config.rateLimits) return 'off' as const;
  if (!app.sharedStore) return 'per-instance' as const;
  return app.sharedStore.reachable() ? ('shared' as const) : ('shared-store-unreachable' as const);
}

/**
 * /healthz: the process runs and serves HTTP (restart it when this fails). /readyz: it can do its work, the
 * database answers within two seconds (send it no traffic while this fails; it recovers by itself). An
 * unreachable Redis does not make an instance unready: it reports it in `limits`, and counts in memory.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, healthApi.live, { rateLimit: false }, async () => ({ status: 'ok' as const }));
  serve(app, healthApi.ready, { rateLimit: false }, async (request, reply) => {
    const limits = limitsState(app);
    try {
      await app.database.ping();
      return { status: 'ok' as const, database: app.database.kind, limits };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, database: app.database.kind, limits });
    }
  });
};
