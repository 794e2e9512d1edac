import { queryOptions } from '@tanstack/react-query';
import { journeyApi, type ManagerInquiryItem } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { endpointPageQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

/** One location's whole list (its Requests tab); `status` may be `open`, `kind` meeting or question. */
export type RequestFilter = { locationId?: number; status?: string; kind?: string };
/** A page of every location's (/admin-manager-requests). */
export type InquiryPageFilters = { search?: string; status?: string; kind?: string; priority?: string };

/** An answer: which request (and its location, whose overview refreshes), its status, who handles it, the answer. */
export type InquiryAnswer = {
  id: number;
  locationId: number;
  status: ManagerInquiryItem['status'];
  assignedTo: string;
  resolution: string;
};

const list = journeyApi.managerInquiries;

/**
 * Meeting requests and questions, read as a location's whole list or a page of all (decision 019); `useAnswer`
 * assigns, answers, sets the status or closes one, and the manager sees the answer. Every read is under the list's
 * key, so an answer refreshes each list that shows requests, and the location's overview.
 */
export const managerInquiries = {
  listQuery: (filter: RequestFilter = {}) =>
    queryOptions({ ...endpointPageQuery(list, { query: filter }), select: (page) => page.items }),
  pageQuery: (filters: InquiryPageFilters, page: number, pageSize = 25) =>
    endpointPageQuery(list, { query: { ...filters, page, pageSize } }),
  useAnswer: () =>
    useRefreshingMutation(
      ({ id, locationId: _location, ...body }: InquiryAnswer) =>
        call(journeyApi.answerManagerInquiry, { params: { id }, body }),
      ({ locationId }) => [keyOf(list), overviewQuery(locationId).queryKey],
    ),
};
