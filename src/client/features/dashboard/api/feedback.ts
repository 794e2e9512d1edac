import { dashboardApi, type UpdateFeedbackStatusRequest } from '../../../../contracts/dashboard';
import { call } from '../../../lib/api';
import { useDashboardChange } from './dashboard-change';
import { exportedList } from './exported-list';

/** `dashboardApi.feedback` (paged, filtered) and `dashboardApi.feedbackCsv`. */
export const feedbackList = exportedList(dashboardApi.feedback, dashboardApi.feedbackCsv);

/** `dashboardApi.updateFeedback`: the status workflow. */
export const useUpdateFeedbackStatus = () =>
  useDashboardChange(
    ({ id, ...body }: UpdateFeedbackStatusRequest & { id: number }) =>
      call(dashboardApi.updateFeedback, { params: { id }, body }),
    feedbackList.key,
  );
