import { useQuery } from '@tanstack/react-query';
import type { InquiryItem } from '../../../../contracts/dashboard';
import { apiRequest } from '../../../lib/api';
import { pageQuery } from '../../../lib/api-queries';
import { toQueryString } from '../../../lib/query-string';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dashboardStatsQuery } from './stats';

/** The first part of every list key: invalidating it refreshes every page and filter. */
export const inquiriesListKey = ['/api/contact'] as const;

export type InquiryFilters = { search?: string; facility?: string; open?: string };

export const inquiriesQuery = (filters: InquiryFilters, page: number, pageSize = 25) =>
  pageQuery<InquiryItem>(inquiriesListKey, '/api/contact', { ...filters, page, pageSize });

export function useInquiries(filters: InquiryFilters, page: number) {
  return useQuery(inquiriesQuery(filters, page));
}

/** The CSV of exactly what the filters show. */
export const inquiriesCsvUrl = (filters: InquiryFilters) => `/api/contact/export.csv${toQueryString(filters)}`;

export function useSetInquiryContacted() {
  return useRefreshingMutation(
    async ({ id, contacted }: { id: number; contacted: boolean }) =>
      (await apiRequest('PATCH', `/api/contact/${id}`, { contacted })).json() as Promise<InquiryItem>,
    [inquiriesListKey, dashboardStatsQuery().queryKey],
  );
}
