import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** A GET of the portal; the path is the key, so invalidating a list goes through its own queryOptions. */
export const portalQuery = <T>(path: string) =>
  queryOptions<T>({
    queryKey: [path],
    queryFn: async () => (await apiRequest('GET', path)).json() as Promise<T>,
  });

/** A POST of the portal that refreshes what it changed (its list, and the overview's counts). */
export function usePortalSubmit<TBody, TResult>(path: string, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => (await apiRequest('POST', path, body)).json() as Promise<TResult>,
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
