import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../../contracts/dashboard';
import { call } from '../../../lib/api';
import { endpointPageQuery, keyOf, listUrlOf } from '../../../lib/api-queries';
import { useDashboardChange } from './dashboard-change';

export type InquiryFilters = { search?: string; facility?: string; open?: string };

/** Invalidating this refreshes every page and filter of the inquiries. */
export const inquiriesListKey = keyOf(dashboardApi.inquiries);

export const inquiriesQuery = (filters: InquiryFilters, page: number, pageSize = 25) =>
  endpointPageQuery(dashboardApi.inquiries, { query: { ...filters, page, pageSize } });

/** `dashboardApi.inquiries` (paged, filtered) and `dashboardApi.inquiriesCsv`, the CSV of exactly what the filters show. */
export const inquiriesList = {
  useList: (filters: InquiryFilters, page: number) => useQuery(inquiriesQuery(filters, page)),
  // The filters as the screen holds them (text); the server checks each against the contract.
  csvUrl: (filters: InquiryFilters) => listUrlOf(dashboardApi.inquiriesCsv, { query: filters }),
};

/** `dashboardApi.updateInquiry`: the "contacted" switch. */
export const useSetInquiryContacted = () =>
  useDashboardChange(
    ({ id, contacted }: { id: number; contacted: boolean }) =>
      call(dashboardApi.updateInquiry, { params: { id }, body: { contacted } }),
    inquiriesListKey,
  );
