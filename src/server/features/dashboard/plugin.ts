import fp from 'fastify-plugin';
import { dashboardRoutes } from './routes';

/** The inquiry and feedback dashboard: stat cards, both inboxes, their CSV downloads and changes. */
export const dashboardPlugin = fp(
  async (app) => {
    await app.register(dashboardRoutes);
  },
  { name: 'dashboard', dependencies: ['database', 'domain-events', 'staff-auth'] },
);
