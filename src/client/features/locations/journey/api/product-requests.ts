import { queryOptions } from '@tanstack/react-query';
import { journeyApi, type ProductRequestItem } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { endpointPageQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

/** One location's whole list (its Requests tab); `status` may be `open`. */
export type ProductRequestFilter = { locationId?: number; status?: string };
/** A page of every location's (/admin-manager-requests). */
export type ProductRequestPageFilters = { search?: string; status?: string; urgency?: string };

/** An answer: which request (and its location, whose overview refreshes), its status and the answer. */
export type ProductAnswer = {
  id: number;
  locationId: number;
  status: ProductRequestItem['status'];
  response: string;
};

const list = journeyApi.productRequests;

/**
 * Product requests, read as a location's whole list or a page of all (decision 019); `useAnswer` approves,
 * declines or fulfils one. Every read is under the list's key, so an answer refreshes each list that shows
 * requests, and the location's overview.
 */
export const productRequests = {
  listQuery: (filter: ProductRequestFilter = {}) =>
    queryOptions({ ...endpointPageQuery(list, { query: filter }), select: (page) => page.items }),
  pageQuery: (filters: ProductRequestPageFilters, page: number, pageSize = 25) =>
    endpointPageQuery(list, { query: { ...filters, page, pageSize } }),
  useAnswer: () =>
    useRefreshingMutation(
      ({ id, locationId: _location, ...body }: ProductAnswer) =>
        call(journeyApi.answerProductRequest, { params: { id }, body }),
      ({ locationId }) => [keyOf(list), overviewQuery(locationId).queryKey],
    ),
};
