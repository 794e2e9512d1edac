import type { SubmitFeedbackRequest } from '../../../../contracts/feedback';
import { apiRequest } from '../../../lib/api';

/** POST /api/feedback (docs/product/contact-and-feedback.md). */
/** What the form sends: the choices as the selects hold them, so that the server names a missing one. */
export type FeedbackFormBody = Omit<SubmitFeedbackRequest, 'issueType' | 'priority'> & {
  issueType: string;
  priority: string;
};

export async function submitFeedback(body: FeedbackFormBody): Promise<unknown> {
  const res = await apiRequest('POST', '/api/feedback', body);
  return res.json();
}
