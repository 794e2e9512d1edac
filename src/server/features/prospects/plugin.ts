import fp from 'fastify-plugin';
import { prospectRoutes } from './routes';

/** The CRM: prospects, from the form, a chat or by hand, to a partner location. */
export const prospectsPlugin = fp(
  async (app) => {
    await app.register(prospectRoutes);
  },
  { name: 'prospects', dependencies: ['database', 'domain-events', 'mail', 'staff-auth'] },
);
