import fp from 'fastify-plugin';
import { adminHomeRoutes } from './routes';

/** The back office's home: what needs attention now, and the test e-mail. */
export const adminHomePlugin = fp(
  async (app) => {
    await app.register(adminHomeRoutes);
  },
  { name: 'admin-home', dependencies: ['database', 'domain-events', 'mail', 'staff-auth'] },
);
