import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/common';
import { errorResponse } from '../../../contracts/fields';
import { mailLogItem, mailLogQuery, mailLogResponse, mailPreview } from '../../../contracts/mail-log';
import { notFound } from '../../lib/domain-error';
import { actorOf } from '../activity';
import { listMail, NO_SUCH_MESSAGE, previewMail, resendMail } from './log';

const mailStaff = { roles: ['admin', 'manager'] as const };

export const mailLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail',
    {
      config: mailStaff,
      schema: {
        tags: ['mail'],
        summary: 'The e-mail log: status, attempts, last error',
        querystring: mailLogQuery,
        response: { 200: mailLogResponse },
      },
    },
    async (request) => listMail(app.db, request.query),
  );

  app.get(
    '/api/admin/mail/:id',
    {
      config: mailStaff,
      schema: {
        tags: ['mail'],
        summary: 'One message with its text and HTML',
        params: idParams,
        response: { 200: mailPreview, 404: errorResponse },
      },
    },
    async (request) => {
      const preview = await previewMail(app.db, request.params.id);
      if (!preview) throw notFound(NO_SUCH_MESSAGE);
      return preview;
    },
  );

  app.post(
    '/api/admin/mail/:id/resend',
    {
      config: mailStaff,
      schema: {
        tags: ['mail'],
        summary: 'Send a message again',
        params: idParams,
        response: { 200: mailLogItem, 404: errorResponse },
      },
    },
    async (request) => {
      const mail = await resendMail(app.db, request.params.id, actorOf(request));
      app.mail.mailer.kick();
      return mail;
    },
  );
};
