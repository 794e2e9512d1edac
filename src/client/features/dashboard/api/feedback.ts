import { useQuery } from '@tanstack/react-query';
import { dashboardApi, type UpdateFeedbackStatusRequest } from '../../../../contracts/dashboard';
import { call } from '../../../lib/api';
import { endpointPageQuery, keyOf, listUrlOf } from '../../../lib/api-queries';
import { useDashboardChange } from './dashboard-change';

export type FeedbackFilters = { search?: string; status?: string; priority?: string; issueType?: string };

/** Invalidating this refreshes every page and filter of the feedback. */
export const feedbackListKey = keyOf(dashboardApi.feedback);

export const feedbackQuery = (filters: FeedbackFilters, page: number, pageSize = 25) =>
  endpointPageQuery(dashboardApi.feedback, { query: { ...filters, page, pageSize } });

/** `dashboardApi.feedback` (paged, filtered) and `dashboardApi.feedbackCsv`, the CSV of exactly what the filters show. */
export const feedbackList = {
  useList: (filters: FeedbackFilters, page: number) => useQuery(feedbackQuery(filters, page)),
  // The filters as the screen holds them (text); the server checks each against the contract.
  csvUrl: (filters: FeedbackFilters) => listUrlOf(dashboardApi.feedbackCsv, { query: filters }),
};

/** `dashboardApi.updateFeedback`: the status workflow. */
export const useUpdateFeedbackStatus = () =>
  useDashboardChange(
    ({ id, ...body }: UpdateFeedbackStatusRequest & { id: number }) =>
      call(dashboardApi.updateFeedback, { params: { id }, body }),
    feedbackListKey,
  );
