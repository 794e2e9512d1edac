import { z } from 'zod';
import { idParams, pageOf, storedRecord } from './common';
import { endpoint } from './endpoint';
import { mailKinds, mailStatuses } from './enums';
import { errorsOf } from './fields';
import { pageNumber, pageSize } from './numbers';

export const mailLogQuery = z.object({
  status: z.enum(mailStatuses).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize(200).default(25),
});
export type MailLogQuery = z.input<typeof mailLogQuery>;

export const mailLogItem = storedRecord({
  kind: z.enum(mailKinds),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MailLogItem = z.infer<typeof mailLogItem>;

export const mailLogResponse = pageOf(mailLogItem);

export const mailPreview = mailLogItem.extend({
  messageId: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  replyTo: z.string().nullable(),
});
export type MailPreview = z.infer<typeof mailPreview>;

const tags = ['mail'];
const notFound = errorsOf(404);

/** The e-mail log (admins and managers): every message sent or waiting, its preview, and resend. */
export const mailLogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/mail',
    summary: 'The e-mail log: status, attempts, last error',
    tags,
    query: mailLogQuery,
    answer: mailLogResponse,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/admin/mail/:id',
    summary: 'One message with its text and HTML',
    tags,
    params: idParams,
    answer: mailPreview,
    errors: notFound,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/admin/mail/:id/resend',
    summary: 'Send a message again',
    tags,
    params: idParams,
    answer: mailLogItem,
    errors: notFound,
  }),
};
