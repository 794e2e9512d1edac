import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../contracts/endpoint';
import { call } from './api';

/**
 * A sign-out: `signOut` (a call that takes nothing) ends the session on the server, then `forget` drops what was
 * cached for it and the session's own query reads signed out (null), which sends the screen to its sign-in.
 */
export function useSignOut(signOut: Endpoint, sessionKey: QueryKey, forget: (queryClient: QueryClient) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(signOut);
    },
    onSuccess: () => {
      forget(queryClient);
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
