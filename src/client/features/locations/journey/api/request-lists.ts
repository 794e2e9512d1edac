import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type Page, pageOf } from '../../../../../contracts/common';
import { apiRequest } from '../../../../lib/api';
import { toQueryString } from '../../../../lib/query-string';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';
import { getJson } from './query-helpers';

type Params = Record<string, string | number | undefined>;

/** An answer to a request: which one (and its location, whose overview refreshes), its new status and `Fields`. */
export type RequestAnswer<Item extends { status: string }, Fields> = {
  id: number;
  locationId: number;
  status: Item['status'];
} & Fields;

/**
 * The two ways the back office reads a request list (decision 019): one location's whole list, for its Requests
 * tab, and a page of every location's with search and filters, for /admin-manager-requests. The key with no filter
 * is a prefix of every filtered one and of every page, so invalidating it refreshes each list that shows requests.
 * An answer (`useAnswer`, the status and the request's own `AnswerFields`) is put by the request's id; then those
 * lists and the location's overview refresh.
 */
export function requestLists<
  Item extends { status: string },
  Filter extends Params,
  PageFilters extends Params,
  AnswerFields,
>(path: string, item: z.ZodType<Item>) {
  const listQuery = (filter: Partial<Filter> = {}) =>
    queryOptions<Item[]>({
      queryKey: [path, filter],
      queryFn: async () => z.array(item).parse(await getJson(`${path}${toQueryString(filter)}`)),
    });
  return {
    listQuery,
    pageQuery: (filters: PageFilters, page: number, pageSize = 25) =>
      queryOptions<Page<Item>>({
        queryKey: [path, { ...filters, page, pageSize }],
        queryFn: async () =>
          pageOf(item).parse(await getJson(`${path}${toQueryString({ ...filters, page, pageSize })}`)),
        placeholderData: keepPreviousData,
      }),
    useAnswer: () =>
      useRefreshingMutation(
        ({ id, locationId: _location, ...body }: RequestAnswer<Item, AnswerFields>) =>
          apiRequest('PUT', `${path}/${id}`, body),
        ({ locationId }) => [listQuery().queryKey, overviewQuery(locationId).queryKey],
      ),
  };
}
