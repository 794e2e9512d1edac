import type { SubmitFeedbackInput } from '../../../contracts/feedback';
import { customerFeedback } from '../../db/schema/index';
import { unitOfWork, visitorActor, type WorkContext } from '../activity';
import { suggestFromFeedback } from '../assistant';
import type { Mailer } from '../mail';
import { feedbackConfirmation, feedbackNotification, queueFormMails } from '../mail';

/**
 * Stores a customer's feedback or issue report, pending (docs/product/contact-and-feedback.md), with the notification
 * to the team, the confirmation to the customer and its activity row in the same transaction; a cap on visitor mail
 * never costs the report. After the commit the mail worker wakes and the dashboard's counts take it in.
 */
export async function submitFeedback(context: WorkContext, input: SubmitFeedbackInput, mailer: Mailer) {
  return unitOfWork(context, visitorActor(input.customerName), async ({ tx, record, emit, after }) => {
    const [stored] = await tx
      .insert(customerFeedback)
      .values({
        customerName: input.customerName,
        email: input.email,
        phone: input.phone ?? null,
        location: input.location,
        issueType: input.issueType,
        priority: input.priority,
        subject: input.subject,
        description: input.description,
      })
      .returning();
    if (!stored) throw new Error('Feedback was not stored');
    await suggestFromFeedback(tx, stored);
    await queueFormMails(tx, mailer, {
      visitor: stored.email,
      about: { resource: 'customer_feedback', resourceId: stored.id },
      confirmation: { ...feedbackConfirmation(stored, mailer.site), kind: 'feedback_confirmation' },
      notification: (outcome) => ({
        ...feedbackNotification(stored, mailer.site, outcome),
        kind: 'feedback_notification',
      }),
    });
    record({
      action: 'create',
      resource: 'customer_feedback',
      resourceId: stored.id,
      details: { issueType: stored.issueType },
    });
    after('mail', () => mailer.kick());
    emit({ type: 'inbox-changed' });
    return stored;
  });
}
