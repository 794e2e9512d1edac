import { useQuery } from '@tanstack/react-query';
import type { ManagerInquiryItem, ManagerInquiryRequest } from '../../../../../contracts/partnership';
import { portalQuery, usePortalSubmit } from '../../../../components/portal/portal-query';
import { overviewQuery } from './overview';

const path = '/api/property-manager/inquiries';

/** GET /api/property-manager/inquiries: meeting requests and questions, with the team's answers. */
export const inquiriesQuery = () => portalQuery<ManagerInquiryItem[]>(path);
export const useInquiries = () => useQuery(inquiriesQuery());

/** An open request counts on the overview until the team resolves it. */
export const useSendInquiry = () =>
  usePortalSubmit<ManagerInquiryRequest, ManagerInquiryItem>(path, [
    inquiriesQuery().queryKey,
    overviewQuery().queryKey,
  ]);
