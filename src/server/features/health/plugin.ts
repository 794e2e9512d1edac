import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/** Health checks for the load balancer and the operator: whether the database (and Redis, when set) answer. */
export const healthPlugin = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: ['database', 'shared-store'] },
);
