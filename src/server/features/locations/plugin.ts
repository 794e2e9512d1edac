import fp from 'fastify-plugin';
import { locationsRoutes } from './routes';

// The guard on every portal route: the app registers it before any feature, so that it attaches itself to every
// portal route they declare (the reviews' too).
export { portalAuthPlugin } from './portal/portal-guard';

/** Partner locations: the back office's property managers and partnership journey, and the manager's portal. */
export const locationsPlugin = fp(
  async (app) => {
    await app.register(locationsRoutes);
  },
  { name: 'locations', dependencies: ['database', 'domain-events', 'mail', 'staff-auth', 'portal-auth'] },
);
