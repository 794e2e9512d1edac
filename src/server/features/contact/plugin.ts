import fp from 'fastify-plugin';
import { contactRoutes } from './routes';

/** The contact form: a visitor's consultation request, stored with its two e-mails in one statement. */
export const contactPlugin = fp(
  async (app) => {
    await app.register(contactRoutes);
  },
  { name: 'contact', dependencies: ['database', 'domain-events', 'mail', 'rate-limits'] },
);
