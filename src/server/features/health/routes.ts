import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/faults';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

/**
 * /healthz: the process runs and serves HTTP (restart it when this fails). /readyz: it can do its work, the
 * database answers within two seconds (send it no traffic while this fails; it recovers by itself).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: { tags: ['operations'], summary: 'The process is up', response: { 200: healthResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'The database answers',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );
};
