import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLogApi } from '../../../contracts/mail-log';
import { notFound } from '../../lib/domain-error';
import { managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { actorOf } from '../activity';
import { listMail, NO_SUCH_MESSAGE, previewMail, resendMail } from './log';

export const mailLogRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, mailLogApi.list, managersAndAdmins, async (request) => listMail(app.db, request.query));

  serve(app, mailLogApi.preview, managersAndAdmins, async (request) => {
    const preview = await previewMail(app.db, request.params.id);
    if (!preview) throw notFound(NO_SUCH_MESSAGE);
    return preview;
  });

  serve(app, mailLogApi.resend, managersAndAdmins, async (request) => {
    return resendMail(app.db, request.params.id, app.mail.mailer, actorOf(request), app.events);
  });
};
