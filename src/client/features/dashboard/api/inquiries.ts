import { dashboardApi } from '../../../../contracts/dashboard';
import { call } from '../../../lib/api';
import { useDashboardChange } from './dashboard-change';
import { exportedList } from './exported-list';

/** `dashboardApi.inquiries` (paged, filtered) and `dashboardApi.inquiriesCsv`. */
export const inquiriesList = exportedList(dashboardApi.inquiries, dashboardApi.inquiriesCsv);

/** `dashboardApi.updateInquiry`: the "contacted" switch. */
export const useSetInquiryContacted = () =>
  useDashboardChange(
    ({ id, contacted }: { id: number; contacted: boolean }) =>
      call(dashboardApi.updateInquiry, { params: { id }, body: { contacted } }),
    inquiriesList.key,
  );
