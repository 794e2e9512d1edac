import type { SubmitFeedbackRequest } from '../../../../contracts/feedback';
import { apiRequest } from '../../../lib/api';

/** POST /api/feedback (public-site.md §7). */
export async function submitFeedback(body: SubmitFeedbackRequest): Promise<unknown> {
  const res = await apiRequest('POST', '/api/feedback', body);
  return res.json();
}
