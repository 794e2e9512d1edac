import type { SubmitFeedbackRequest } from '../../../../contracts/feedback';
import { apiRequest } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';

/** POST /api/feedback (public-site.md §7). */
export async function submitFeedback(body: SubmitFeedbackRequest): Promise<unknown> {
  const res = await apiRequest('POST', '/api/feedback', body);
  return res.json();
}

export function useSubmitFeedback() {
  return useSubmit(submitFeedback);
}
