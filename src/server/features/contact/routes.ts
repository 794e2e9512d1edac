import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInquiryRequest, createInquiryResponse } from '../../../contracts/contact';
import { publicFormOptions, unlessBot } from '../../lib/public-form';
import { createInquiry } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    publicFormOptions(
      'Submit a consultation request from the contact form',
      createInquiryRequest,
      createInquiryResponse,
    ),
    async (request, reply) =>
      reply.code(201).send(
        await unlessBot(request, 'contact form', async (input) => {
          const inquiry = await createInquiry(app.db, input, app.mail.mailer);
          request.log.info({ inquiryId: inquiry.id }, 'contact inquiry stored');
        }),
      ),
  );
};
