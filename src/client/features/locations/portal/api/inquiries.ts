import type { ManagerInquiryItem, ManagerInquiryRequest } from '../../../../../contracts/partnership';
import { portalCollection } from '../../../../components/portal/portal-query';
import { overviewQuery } from './overview';

/** /api/property-manager/inquiries: meeting requests and questions, with the team's answers; an open one counts on the overview until the team resolves it. */
const inquiries = portalCollection<ManagerInquiryItem, ManagerInquiryRequest>('/api/property-manager/inquiries', [
  overviewQuery().queryKey,
]);
export const useInquiries = inquiries.useList;
export const useSendInquiry = inquiries.useSubmit;
