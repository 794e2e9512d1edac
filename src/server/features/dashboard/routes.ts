import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DashboardStats, dashboardApi } from '../../../contracts/dashboard';
import { everyStaffRole } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { TtlCache } from '../../lib/ttl-cache';
import { dashboardStats } from './stats';

// The dashboard's stat cards are open to every staff role (decision 007); its two inboxes are the inquiries' and
// the feedback's own routes.
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // The stat cards scan both tables: kept 15 s per instance, refreshed at once after a change of either.
  const statsCache = new TtlCache<DashboardStats>(app.config.env === 'test' ? 0 : 15_000);
  app.events.on('inbox-changed', () => statsCache.invalidate());
  serve(app, dashboardApi.stats, everyStaffRole, async () => statsCache.get(() => dashboardStats(app.db)));
};
