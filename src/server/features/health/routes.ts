import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

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
        request.log.error({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );
};
