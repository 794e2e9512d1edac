import fp from 'fastify-plugin';
import { feedbackRoutes } from './routes';

/** The customer feedback form: a report stored with its e-mails and a training suggestion. */
export const feedbackPlugin = fp(
  async (app) => {
    await app.register(feedbackRoutes);
  },
  { name: 'feedback', dependencies: ['database', 'domain-events', 'mail', 'rate-limits'] },
);
