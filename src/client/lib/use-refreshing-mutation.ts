import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change, then every list it touches reloads. The keys come from those lists' own queryOptions, so a list and
 * the change that refreshes it cannot drift apart.
 */
export function useRefreshingMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  touched: (input: TInput) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_result, input) =>
      Promise.all(touched(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
