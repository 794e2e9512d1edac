import { type ManagerInquiryItem, managerInquiryItem } from '../../../../../contracts/partnership';
import { requestLists } from './request-lists';

/** One location's whole list (its Requests tab); `status` may be `open`, `kind` meeting or question. */
export type RequestFilter = { locationId?: number; status?: string; kind?: string };
/** A page of every location's (/admin-manager-requests). */
export type InquiryPageFilters = { search?: string; status?: string; kind?: string; priority?: string };

/**
 * Meeting requests and questions, read as a location's list or a page of all; `useAnswer` assigns, answers, sets
 * the status or closes one, and the manager sees the answer.
 */
export const managerInquiries = requestLists<
  ManagerInquiryItem,
  RequestFilter,
  InquiryPageFilters,
  { assignedTo: string; resolution: string }
>('/api/admin/manager-inquiries', managerInquiryItem);
