import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

/** A GET of the portal; the path is the key, so invalidating a list goes through its own queryOptions. */
export const portalQuery = <T>(path: string) =>
  queryOptions<T>({
    queryKey: [path],
    queryFn: async () => (await apiRequest('GET', path)).json() as Promise<T>,
  });

/** A POST of the portal that refreshes what it changed (its list, and the overview's counts). */
export function usePortalSubmit<TBody, TResult>(path: string, refresh: QueryKey[]) {
  return useRefreshingMutation(
    async (body: TBody) => (await apiRequest('POST', path, body)).json() as Promise<TResult>,
    () => refresh,
  );
}

/**
 * A list the manager reads and adds to at one path (requests, feedback, brand assets): its GET, and its POST, which
 * refreshes the list and whatever else counts it (`alsoRefresh`, the overview's counts).
 */
export function portalCollection<TItem, TBody>(path: string, alsoRefresh: QueryKey[] = []) {
  const listQuery = () => portalQuery<TItem[]>(path);
  return {
    useList: () => useQuery(listQuery()),
    useSubmit: () => usePortalSubmit<TBody, TItem>(path, [listQuery().queryKey, ...alsoRefresh]),
  };
}
