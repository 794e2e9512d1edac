import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../contracts/common';
import { apiRequest } from './api';
import { toQueryString } from './query-string';

type Params = Record<string, string | number | undefined>;

/**
 * One page of a back-office list: GET of the list's path with its search, filters, page and page size as the query
 * string, cached under the list's key and those same values; the page shown stays until the next one has come.
 */
export const pageQuery = <Item>(listKey: readonly unknown[], path: string, params: Params) =>
  queryOptions<Page<Item>>({
    queryKey: [...listKey, params],
    queryFn: async () => (await apiRequest('GET', `${path}${toQueryString(params)}`)).json(),
    placeholderData: keepPreviousData,
  });

/** A figure or record the back office reads as it is (the counts above a list, a preview), cached under `queryKey`. */
export const jsonQuery = <T>(queryKey: readonly unknown[], path: string) =>
  queryOptions<T>({
    queryKey,
    queryFn: async () => (await apiRequest('GET', path)).json(),
  });
