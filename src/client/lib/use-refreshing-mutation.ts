import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change sent to the server, after which every list and figure it touches is fetched again before the change
 * counts as done, so the screen that made it already shows it. The keys come from those lists' own query options
 * (a fixed list, or one that depends on the change), so a list and the change that refreshes it cannot drift apart.
 */
export function useRefreshingMutation<Input, Result>(
  send: (input: Input) => Promise<Result>,
  refresh: readonly QueryKey[] | ((input: Input) => readonly QueryKey[]),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_result, input) => {
      const keys = typeof refresh === 'function' ? refresh(input) : refresh;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
