import fp from 'fastify-plugin';
import { contactFormRoutes } from './public-routes';
import { inquiryStaffRoutes } from './staff-routes';

/**
 * Contact inquiries: the contact form's (stored with its two e-mails in one statement), and a missed live chat's;
 * staff list, export and mark them on the dashboard.
 */
export const inquiriesPlugin = fp(
  async (app) => {
    await app.register(contactFormRoutes);
    await app.register(inquiryStaffRoutes);
  },
  { name: 'inquiries', dependencies: ['database', 'domain-events', 'mail', 'rate-limits', 'staff-auth'] },
);
