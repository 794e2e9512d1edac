import fp from 'fastify-plugin';
import { feedbackFormRoutes } from './public-routes';
import { feedbackStaffRoutes } from './staff-routes';

/**
 * Customer feedback: the feedback form's report, stored with its e-mails and a training suggestion; staff list,
 * export and resolve reports on the dashboard.
 */
export const feedbackPlugin = fp(
  async (app) => {
    await app.register(feedbackFormRoutes);
    await app.register(feedbackStaffRoutes);
  },
  { name: 'feedback', dependencies: ['database', 'domain-events', 'mail', 'rate-limits', 'staff-auth'] },
);
