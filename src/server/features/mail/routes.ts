import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contracts/fields';
import { mailLogItem, mailLogQuery, mailLogResponse, mailPreview } from '../../../contracts/mail-log';
import { notFound } from '../../lib/domain-error';
import { managersAndAdmins } from '../../lib/route-access';
import { routeOptions } from '../../lib/route-options';
import { actorOf } from '../activity';
import { listMail, NO_SUCH_MESSAGE, previewMail, resendMail } from './log';

const route = routeOptions({ config: managersAndAdmins, tags: ['mail'], errors: { 404: errorResponse } });

export const mailLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail',
    route.list('The e-mail log: status, attempts, last error', mailLogQuery, mailLogResponse),
    async (request) => listMail(app.db, request.query),
  );

  app.get('/api/admin/mail/:id', route.byId('One message with its text and HTML', mailPreview), async (request) => {
    const preview = await previewMail(app.db, request.params.id);
    if (!preview) throw notFound(NO_SUCH_MESSAGE);
    return preview;
  });

  app.post('/api/admin/mail/:id/resend', route.byId('Send a message again', mailLogItem), async (request) => {
    const mail = await resendMail(app.db, request.params.id, actorOf(request));
    app.mail.mailer.kick();
    return mail;
  });
};
