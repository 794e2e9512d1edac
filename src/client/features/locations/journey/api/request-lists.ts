import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type Page, pageOf } from '../../../../../contracts/common';
import { toQueryString } from '../../../../lib/query-string';
import { getJson } from './query-helpers';

type Params = Record<string, string | number | undefined>;

/**
 * The two ways the back office reads a request list (decision 019): one location's whole list, for its Requests
 * tab, and a page of every location's with search and filters, for /admin-manager-requests. The key with no filter
 * is a prefix of every filtered one and of every page, so invalidating it refreshes each list that shows requests.
 */
export function requestLists<Item, Filter extends Params, PageFilters extends Params>(
  path: string,
  item: z.ZodType<Item>,
) {
  return {
    listQuery: (filter: Partial<Filter> = {}) =>
      queryOptions<Item[]>({
        queryKey: [path, filter],
        queryFn: async () => z.array(item).parse(await getJson(`${path}${toQueryString(filter)}`)),
      }),
    pageQuery: (filters: PageFilters, page: number, pageSize = 25) =>
      queryOptions<Page<Item>>({
        queryKey: [path, { ...filters, page, pageSize }],
        queryFn: async () =>
          pageOf(item).parse(await getJson(`${path}${toQueryString({ ...filters, page, pageSize })}`)),
        placeholderData: keepPreviousData,
      }),
  };
}
