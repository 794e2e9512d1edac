import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { pageQuery } from '../../../lib/api-queries';
import { toQueryString } from '../../../lib/query-string';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dashboardStatsQuery } from './stats';

type Filters = Record<string, string | undefined>;

/**
 * A dashboard list at `path`: its pages (every page and filter cached under the one list key, so invalidating it
 * refreshes them all), the CSV of exactly what the filters show, and a change of one item (PATCH `path/:id`), after
 * which the list and the stat cards refresh.
 */
export function exportedList<Item, F extends Filters>(path: string) {
  const listKey = [path] as const;
  const query = (filters: F, page: number, pageSize = 25) =>
    pageQuery<Item>(listKey, path, { ...filters, page, pageSize });
  return {
    listKey,
    query,
    useList: (filters: F, page: number) => useQuery(query(filters, page)),
    csvUrl: (filters: F) => `${path}/export.csv${toQueryString(filters)}`,
    useChange: <Change>() =>
      useRefreshingMutation(
        async ({ id, ...change }: Change & { id: number }) =>
          (await apiRequest('PATCH', `${path}/${id}`, change)).json() as Promise<Item>,
        [listKey, dashboardStatsQuery().queryKey],
      ),
  };
}
