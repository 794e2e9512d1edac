import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../../../contracts/endpoint';
import { endpointPageQuery, keyOf, type ListInput, listUrlOf } from '../../../lib/api-queries';

/** A list's filters as the screen holds them (text): its query without the page; the server checks each. */
type FiltersOf<List extends Endpoint> = Omit<ListInput<List>['query'], 'page' | 'pageSize'>;

/**
 * A dashboard tab's list: `list` paged and filtered, and `csv`, the CSV of exactly what the filters show.
 * Invalidating `key` refreshes every page and filter of it.
 */
export function exportedList<List extends Endpoint, Csv extends Endpoint>(list: List, csv: Csv) {
  // The filters are the list's query, which the generic contract types cannot follow through the spread.
  const input = <E extends Endpoint>(query: object) => ({ query }) as unknown as ListInput<E>;
  return {
    key: keyOf(list),
    useList: (filters: FiltersOf<List>, page: number) =>
      useQuery(endpointPageQuery(list, input<List>({ ...filters, page, pageSize: 25 }))),
    csvUrl: (filters: FiltersOf<List> & FiltersOf<Csv>) => listUrlOf(csv, input<Csv>(filters)),
  };
}
