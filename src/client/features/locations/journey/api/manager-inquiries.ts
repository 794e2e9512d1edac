import { type ManagerInquiryItem, managerInquiryItem } from '../../../../../contracts/partnership';
import { requestLists } from './request-lists';

/** One location's whole list (its Requests tab); `status` may be `open`, `kind` meeting or question. */
export type RequestFilter = { locationId?: number; status?: string; kind?: string };
/** A page of every location's (/admin-manager-requests). */
export type InquiryPageFilters = { search?: string; status?: string; kind?: string; priority?: string };

const path = '/api/admin/manager-inquiries';
const lists = requestLists<ManagerInquiryItem, RequestFilter, InquiryPageFilters, InquiryAnswer>(
  path,
  managerInquiryItem,
);
export const managerInquiriesQuery = lists.listQuery;
export const managerInquiriesPageQuery = lists.pageQuery;

export type InquiryAnswer = {
  id: number;
  locationId: number;
  status: ManagerInquiryItem['status'];
  assignedTo: string;
  resolution: string;
};

/** Assign, answer, set the status or close a meeting request or question; the manager sees the answer. */
export const useAnswerInquiry = lists.useAnswer;
