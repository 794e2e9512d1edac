import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuery, adminSearchResponse } from '../../../contracts/admin-search';
import { errorResponse } from '../../../contracts/fields';
import { staffOf } from '../../plugins/staff-auth';
import { searchRecords } from './service';

export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/search',
    {
      config: { roles: ['admin', 'manager', 'support'] },
      schema: {
        tags: ['back office'],
        summary:
          "The command palette's search: inquiries, conversations, reviews, and for managers prospects and locations",
        querystring: adminSearchQuery,
        response: { 200: adminSearchResponse, 400: errorResponse },
      },
    },
    async (request) => ({ results: await searchRecords(app.db, request.query.q, staffOf(request).role) }),
  );
};
