import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journeyRoutes } from './journey-routes';
import { portalAuthRoutes } from './portal/auth-routes';
import { portalRoutes } from './portal/routes';
import { locationRoutes } from './staff-routes';

/**
 * Every route of a partner location: the staff's accounts and installation screens, the journey and the requests
 * it links to, the portal's sign-in and the portal itself.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(journeyRoutes);
  await app.register(portalAuthRoutes);
  await app.register(portalRoutes);
};
