import fp from 'fastify-plugin';
import { dashboardRoutes } from './routes';

/** The inquiry and feedback dashboard's stat cards (its two inboxes are the inquiries' and the feedback's). */
export const dashboardPlugin = fp(
  async (app) => {
    await app.register(dashboardRoutes);
  },
  { name: 'dashboard', dependencies: ['database', 'domain-events', 'staff-auth'] },
);
