import { useQuery } from '@tanstack/react-query';
import type { FeedbackItem, UpdateFeedbackStatusRequest } from '../../../../contracts/dashboard';
import { apiRequest } from '../../../lib/api';
import { pageQuery } from '../../../lib/api-queries';
import { toQueryString } from '../../../lib/query-string';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dashboardStatsQuery } from './stats';

/** The first part of every list key: invalidating it refreshes every page and filter. */
export const feedbackListKey = ['/api/feedback'] as const;

export type FeedbackFilters = { search?: string; status?: string; priority?: string; issueType?: string };

export const feedbackQuery = (filters: FeedbackFilters, page: number, pageSize = 25) =>
  pageQuery<FeedbackItem>(feedbackListKey, '/api/feedback', { ...filters, page, pageSize });

export function useFeedbackList(filters: FeedbackFilters, page: number) {
  return useQuery(feedbackQuery(filters, page));
}

export const feedbackCsvUrl = (filters: FeedbackFilters) => `/api/feedback/export.csv${toQueryString(filters)}`;

/** PATCH /api/feedback/:id, then the list and the stat cards refresh. */
export function useUpdateFeedbackStatus() {
  return useRefreshingMutation(
    async ({ id, ...change }: UpdateFeedbackStatusRequest & { id: number }) =>
      (await apiRequest('PATCH', `/api/feedback/${id}`, change)).json() as Promise<FeedbackItem>,
    [feedbackListKey, dashboardStatsQuery().queryKey],
  );
}
