import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackApi } from '../../../contracts/feedback';
import { serve } from '../../lib/serve';
import { submitFeedback } from './submit';

// The feedback form: limited per address, a bot's submission dropped by the honeypot before it gets here.
export const feedbackFormRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, feedbackApi.submit, { publicForm: true, honeypot: 'feedback form' }, async (request) => {
    const feedback = await submitFeedback(app, request.body, app.mail.mailer);
    request.log.info({ feedbackId: feedback.id }, 'customer feedback stored');
    return { success: true as const };
  });
};
