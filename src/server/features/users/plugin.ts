import fp from 'fastify-plugin';
import { userRoutes } from './routes';

/** Staff accounts and the activity log: who works here, in which role, and what they did. */
export const usersPlugin = fp(
  async (app) => {
    await app.register(userRoutes);
  },
  { name: 'users', dependencies: ['database', 'domain-events', 'staff-auth'] },
);
