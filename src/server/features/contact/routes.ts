import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInquiryRequest, createInquiryResponse } from '../../../contracts/contact';
import { errorResponse } from '../../../contracts/fields';
import { createInquiry } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { publicForm: true },
      schema: {
        tags: ['public'],
        summary: 'Submit a consultation request from the contact form',
        body: createInquiryRequest,
        response: { 201: createInquiryResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { website, ...input } = request.body;
      if (website) {
        // Honeypot filled in: a bot. Answer like a success so it learns nothing; store nothing.
        request.log.warn({ honeypot: true }, 'contact form bot submission dropped');
        return reply.code(201).send({ success: true });
      }
      const inquiry = await createInquiry(app.db, input, app.mail.mailer);
      request.log.info({ inquiryId: inquiry.id }, 'contact inquiry stored');
      return reply.code(201).send({ success: true });
    },
  );
};
