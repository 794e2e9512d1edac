import fp from 'fastify-plugin';
import { authRoutes, ownPasswordRoutes } from './routes';
import { staffAuthPlugin } from './staff-guard';

/**
 * Staff sign-in and sessions: the guard on every back-office route (registered before any feature declares one),
 * sign-in, sign-out, the session check and the change of one's own password.
 */
export const authPlugin = fp(
  async (app) => {
    await app.register(staffAuthPlugin);
    await app.register(authRoutes);
    await app.register(ownPasswordRoutes);
  },
  { name: 'auth', dependencies: ['database', 'shared-store'] },
);
