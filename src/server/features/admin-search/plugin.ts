import fp from 'fastify-plugin';
import { adminSearchRoutes } from './routes';

/** The command palette's search across inquiries, chats, reviews, prospects and locations. */
export const adminSearchPlugin = fp(
  async (app) => {
    await app.register(adminSearchRoutes);
  },
  { name: 'admin-search', dependencies: ['database', 'staff-auth'] },
);
