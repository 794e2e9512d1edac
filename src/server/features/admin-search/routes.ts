import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchApi } from '../../../contracts/admin-search';
import { everyStaffRole } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { staffOf } from '../auth';
import { searchRecords } from './service';

export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, adminSearchApi.search, everyStaffRole, async (request) => ({
    results: await searchRecords(app.db, request.query.q, staffOf(request).role),
  }));
};
