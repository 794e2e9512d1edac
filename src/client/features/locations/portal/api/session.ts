import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PortalPasswordRequest, portalApi } from '../../../../../contracts/portal';
import { call, nullWhenSignedOut } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { useSignOut } from '../../../../lib/use-sign-out';
import { loginErrorText, PORTAL_LOGIN_FAILED } from './login-error';

/** `portalApi.session`: the signed-in location, or null (the cookie outlives a reload, decision 018). */
export const portalSessionQuery = () =>
  queryOptions({
    queryKey: keyOf(portalApi.session),
    queryFn: () => call(portalApi.session).catch(nullWhenSignedOut),
    select: (data) => data?.location ?? null,
  });

export const usePortalSession = () => useQuery(portalSessionQuery());

/**
 * Drops every cached answer but the session's own entry: the gate keeps observing that one, so it must be updated in
 * place, not removed (a removed query would leave the gate on the old answer).
 */
function forgetLocationData(queryClient: QueryClient) {
  const sessionKey = portalSessionQuery().queryKey[0];
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
}

/** `portalApi.authenticate`: the code trimmed and uppercased, the password trimmed (docs/product/portal.md). */
const signIn = (input: { locationCode: string; password: string }) =>
  call(portalApi.authenticate, {
    body: { locationCode: input.locationCode.trim().toUpperCase(), password: input.password.trim() },
  });

export function usePortalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { locationCode: string; password: string }) => {
      const answer = await signIn(input).catch((error: unknown) => {
        throw new Error(loginErrorText(error));
      });
      // A success always carries the location (the contract leaves it optional for the refusals, same shape).
      if (!answer.location) throw new Error(PORTAL_LOGIN_FAILED);
      return answer.location;
    },
    onSuccess: (location) => {
      // Nothing cached for another location survives a sign-in.
      forgetLocationData(queryClient);
      queryClient.setQueryData(portalSessionQuery().queryKey, () => ({ location }));
    },
  });
}

/** `portalApi.logout`: the cookie ends on the server, every cached answer of the location is dropped. */
export const usePortalLogout = () => useSignOut(portalApi.logout, portalSessionQuery().queryKey, forgetLocationData);

/** `portalApi.changePassword`: the temporary password replaced; the answer is the unlocked session. */
export function useChangePortalPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalPasswordRequest) => call(portalApi.changePassword, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(portalSessionQuery().queryKey, () => answer),
  });
}
