import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactApi } from '../../../contracts/contact';
import { serve } from '../../lib/serve';
import { createInquiry } from './create';

// The contact form: limited per address, a bot's submission dropped by the honeypot before it gets here.
export const contactFormRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contactApi.submit, { publicForm: true, honeypot: 'contact form' }, async (request) => {
    const inquiry = await createInquiry(app.db, request.body, app.mail.mailer, app.events);
    request.log.info({ inquiryId: inquiry.id }, 'contact inquiry stored');
    return { success: true as const };
  });
};
