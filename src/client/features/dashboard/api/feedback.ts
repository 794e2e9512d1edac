import type { FeedbackItem, UpdateFeedbackStatusRequest } from '../../../../contracts/dashboard';
import { exportedList } from './exported-list';

export type FeedbackFilters = { search?: string; status?: string; priority?: string; issueType?: string };

/** GET /api/feedback (paged, filtered), its CSV, and PATCH /api/feedback/:id for the workflow. */
export const feedbackList = exportedList<FeedbackItem, FeedbackFilters>('/api/feedback');

export const useUpdateFeedbackStatus = () => feedbackList.useChange<UpdateFeedbackStatusRequest>();
