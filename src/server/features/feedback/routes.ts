import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackApi } from '../../../contracts/feedback';
import { unlessBot } from '../../lib/public-form';
import { serve } from '../../lib/serve';
import { submitFeedback } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, feedbackApi.submit, { publicForm: true }, async (request) =>
    unlessBot(request, 'feedback form', async (input) => {
      const feedback = await submitFeedback(app, input, app.mail.mailer);
      request.log.info({ feedbackId: feedback.id }, 'customer feedback stored');
    }),
  );
};
