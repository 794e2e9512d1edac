import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change sent to the server, after which the lists and figures it touches are fetched again, one after the other
 * and before the change counts as done, so the screen that made it already shows it.
 */
export function useRefreshingMutation<Input, Result>(
  send: (input: Input) => Promise<Result>,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      for (const queryKey of refresh) await queryClient.invalidateQueries({ queryKey });
    },
  });
}
