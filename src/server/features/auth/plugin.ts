import fp from 'fastify-plugin';
import { authRoutes, ownPasswordRoutes } from './routes';

// The guard on every back-office route: the app registers it before any feature, so that it attaches itself to
// every route they declare.
export { staffAuthPlugin } from './staff-guard';

/** Staff sign-in and sessions: sign-in, sign-out, the session check and the change of one's own password. */
export const authPlugin = fp(
  async (app) => {
    await app.register(authRoutes);
    await app.register(ownPasswordRoutes);
  },
  { name: 'auth', dependencies: ['database', 'shared-store', 'staff-auth'] },
);
