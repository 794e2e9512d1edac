import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';

/** A GET through the request layer, its JSON read: every reader of this feature goes through it. */
export async function getJson(url: string): Promise<unknown> {
  return (await apiRequest('GET', url)).json();
}

/**
 * A change, then every list it touches reloads. The keys come from those lists' own queryOptions, so a list and
 * the change that refreshes it cannot drift apart.
 */
export function useRefreshingMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  touched: (input: TInput) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_result, input) =>
      Promise.all(touched(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
