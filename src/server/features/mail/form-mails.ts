import type { Database } from '../../db/client';
import type { Mailer } from './mailer';
import type { MailToQueue } from './outbox';
import type { VisitorMailOutcome } from './visitor-mail';

type Message = Omit<MailToQueue, 'to' | 'replyTo' | 'resource' | 'resourceId'>;

/**
 * A public form's two e-mails (docs/product/contact-and-feedback.md), queued in the transaction that stores the
 * form: the confirmation to the visitor's address, under the visitor-mail caps, and in the same insert the
 * notification to the business, which says whether the confirmation went out and is answered to the visitor.
 */
export async function queueFormMails(
  tx: Database,
  mailer: Mailer,
  form: {
    visitor: string;
    about: { resource: string; resourceId: number };
    confirmation: Message;
    notification: (outcome: VisitorMailOutcome) => Message;
  },
) {
  const { visitor, about } = form;
  await mailer.queueForVisitor(tx, { ...form.confirmation, to: visitor, ...about }, (outcome) => [
    { ...form.notification(outcome), to: mailer.notifyAddress, replyTo: visitor, ...about },
  ]);
}
