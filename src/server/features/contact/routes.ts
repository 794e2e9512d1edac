import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactApi } from '../../../contracts/contact';
import { unlessBot } from '../../lib/public-form';
import { serve } from '../../lib/serve';
import { createInquiry } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, contactApi.submit, { publicForm: true }, async (request) =>
    unlessBot(request, 'contact form', async (input) => {
      const inquiry = await createInquiry(app.db, input, app.mail.mailer, app.events);
      request.log.info({ inquiryId: inquiry.id }, 'contact inquiry stored');
    }),
  );
};
