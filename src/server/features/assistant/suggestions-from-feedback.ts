import type { FeedbackIssueType, FeedbackPriority, suggestionCategories } from '../../../contracts/enums';
import type { Database } from '../../db/client';
import type { customerFeedback } from '../../db/schema/index';
import { trainingDataSuggestions } from '../../db/schema/index';

const categoryOf: Record<FeedbackIssueType, (typeof suggestionCategories)[number]> = {
  billing: 'billing_payment',
  product: 'product_info',
  service: 'customer_service',
  technical: 'technical_support',
  other: 'general',
};
const priorityOf: Record<FeedbackPriority, number> = { low: 1, medium: 2, high: 3, urgent: 3 };

/**
 * A customer's report is something the assistant may be asked next: it becomes a pending training suggestion
 * with its context, dated as the report (written with the feedback, in the same transaction).
 */
export async function suggestFromFeedback(db: Database, feedback: typeof customerFeedback.$inferSelect) {
  await db.insert(trainingDataSuggestions).values({
    feedbackId: feedback.id,
    suggestedQuestion: feedback.subject,
    suggestedCategory: categoryOf[feedback.issueType],
    suggestedPriority: priorityOf[feedback.priority],
    customerLocation: feedback.location,
    feedbackContext: feedback.description.slice(0, 2000),
    source: 'feedback',
    createdAt: feedback.createdAt,
  });
}
