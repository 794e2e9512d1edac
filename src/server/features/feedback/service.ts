import type { SubmitFeedbackInput } from '../../../contracts/feedback';
import type { Database } from '../../db/client';
import { customerFeedback } from '../../db/schema/index';

/** Stores a customer's feedback or issue report; it starts pending (clarifications.md). */
export async function submitFeedback(db: Database, input: SubmitFeedbackInput) {
  const [feedback] = await db
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
  if (!feedback) throw new Error('Feedback was not stored');
  return feedback;
}
