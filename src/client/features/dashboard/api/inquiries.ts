import type { InquiryItem } from '../../../../contracts/dashboard';
import { exportedList } from './exported-list';

export type InquiryFilters = { search?: string; facility?: string; open?: string };

/** GET /api/contact (paged, filtered), its CSV, and PATCH /api/contact/:id for the "contacted" switch. */
export const inquiriesList = exportedList<InquiryItem, InquiryFilters>('/api/contact');

export const useSetInquiryContacted = () => inquiriesList.useChange<{ contacted: boolean }>();
