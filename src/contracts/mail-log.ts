import { z } from 'zod';
import { pageOf } from './common';
import { mailKinds, mailStatuses } from './enums';
import { pageNumber, pageSize } from './numbers';

export const mailLogQuery = z.object({
  status: z.enum(mailStatuses).optional(),
  page: pageNumber.default(1),
  pageSize: pageSize(200).default(25),
});
export type MailLogQuery = z.input<typeof mailLogQuery>;

export const mailLogItem = z.object({
  id: z.number().int(),
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
