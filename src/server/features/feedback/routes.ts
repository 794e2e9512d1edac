import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitFeedbackRequest, submitFeedbackResponse } from '../../../contracts/feedback';
import { publicFormOptions, unlessBot } from '../../lib/public-form';
import { submitFeedback } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    publicFormOptions('Submit customer feedback or report an issue', submitFeedbackRequest, submitFeedbackResponse),
    async (request, reply) =>
      reply.code(201).send(
        await unlessBot(request, 'feedback form', async (input) => {
          const feedback = await submitFeedback(app.db, input, app.mail.mailer);
          request.log.info({ feedbackId: feedback.id }, 'customer feedback stored');
        }),
      ),
  );
};
