import type { SubmitFeedbackInput } from '../../../contracts/feedback';
import type { Database } from '../../db/client';
import { customerFeedback } from '../../db/schema/index';
import { suggestFromFeedback } from '../assistant';
import type { Mailer } from '../mail';
import { feedbackConfirmation, feedbackNotification } from '../mail';

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
    const about = { resource: 'customer_feedback', resourceId: stored.id };
    // The confirmation and the staff notification in one insert; the notification says when a cap held the
    // confirmation back.
    await mailer.queueForVisitor(
      tx,
      {
        ...feedbackConfirmation(stored, mailer.site),
        kind: 'feedback_confirmation',
        to: stored.email,
        ...about,
      },
      (outcome) => [
        {
          ...feedbackNotification(stored, mailer.site, outcome),
          kind: 'feedback_notification',
          to: mailer.notifyAddress,
          replyTo: stored.email,
          ...about,
        },
      ],
    );
    return stored;
  });
  mailer.kick();
  return feedback;
}
