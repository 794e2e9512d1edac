import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../contracts/auth';
import { call, nullWhenSignedOut } from '../../../lib/api';
import { keyOf } from '../../../lib/api-queries';
import { useSignOut } from '../../../lib/use-sign-out';

/** `authApi.session`: the signed-in staff member, or null when signed out. */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: keyOf(authApi.session),
    queryFn: () => call(authApi.session).catch(nullWhenSignedOut),
    select: (data) => data?.user ?? null,
  });

export function useStaffSession() {
  return useQuery(staffSessionQuery());
}

/** `authApi.signIn` with the e-mail lowercased (docs/product/back-office.md). */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      await call(authApi.signIn, {
        body: { username: credentials.email.trim().toLowerCase(), password: credentials.password },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffSessionQuery().queryKey }),
  });
}

/** `authApi.signOut`: the session ends on the server; every cached back-office answer is dropped. */
export const useStaffLogout = () =>
  useSignOut(authApi.signOut, staffSessionQuery().queryKey, (queryClient) => queryClient.clear());
