import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitFeedbackRequest, submitFeedbackResponse } from '../../../contracts/feedback';
import { errorResponse } from '../../../contracts/fields';
import { submitFeedback } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      config: { publicForm: true },
      schema: {
        tags: ['public'],
        summary: 'Submit customer feedback or report an issue',
        body: submitFeedbackRequest,
        response: { 201: submitFeedbackResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { website, ...input } = request.body;
      if (website) {
        request.log.warn({ honeypot: true }, 'feedback form bot submission dropped');
        return reply.code(201).send({ success: true });
      }
      const feedback = await submitFeedback(app.db, input, app.mail.mailer);
      request.log.info({ feedbackId: feedback.id }, 'customer feedback stored');
      return reply.code(201).send({ success: true });
    },
  );
};
