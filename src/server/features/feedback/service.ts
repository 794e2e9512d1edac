import type { SubmitFeedbackInput } from '../../../contracts/feedback';
import type { Database } from '../../db/client';
import { customerFeedback } from '../../db/schema/index';
import { suggestFromFeedback } from '../assistant';
import type { Mailer } from '../mail';
import { feedbackConfirmation, feedbackNotification, queueFormMails } from '../mail';

/**
 * Stores a customer's feedback or issue report, pending (docs/product/contact-and-feedback.md), with the notification to the team
 * and the confirmation to the customer in the same transaction; a cap on visitor mail never costs the report.
 */
export async function submitFeedback(db: Database, input: SubmitFeedbackInput, mailer: Mailer) {
  const feedback = await db.transaction(async (tx) => {
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
    return stored;
  });
  mailer.kick();
  return feedback;
}
