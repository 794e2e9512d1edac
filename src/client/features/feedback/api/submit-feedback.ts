import type { SubmitFeedbackRequest } from '../../../../contracts/feedback';
import { apiRequest } from '../../../lib/api';

/** POST /api/feedback (docs/product/contact-and-feedback.md). */
export async function submitFeedback(body: SubmitFeedbackRequest): Promise<unknown> {
  const res = await apiRequest('POST', '/api/feedback', body);
  return res.json();
}
