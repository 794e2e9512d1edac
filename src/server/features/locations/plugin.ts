import fp from 'fastify-plugin';
import { portalAuthPlugin } from './portal/portal-guard';
import { locationsRoutes } from './routes';

/**
 * Partner locations: the guard on every portal route (registered before any feature declares one), the back
 * office's property managers and partnership journey, and the property manager's portal.
 */
export const locationsPlugin = fp(
  async (app) => {
    await app.register(portalAuthPlugin);
    await app.register(locationsRoutes);
  },
  { name: 'locations', dependencies: ['database', 'domain-events', 'mail', 'staff-auth'] },
);
