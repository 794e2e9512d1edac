import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalLocation, PortalPasswordRequest } from '../../../../../contracts/portal';
import { apiRequest, getQueryFn } from '../../../../lib/api';
import { loginErrorText } from './login-error';

type SessionAnswer = { location: PortalLocation };

/** GET /api/property-manager/session: the signed-in location, or null (the cookie outlives a reload, decision 018). */
export const portalSessionQuery = () =>
  queryOptions({
    queryKey: ['/api/property-manager/session'],
    queryFn: getQueryFn<SessionAnswer | null>({ on401: 'returnNull' }),
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

/** POST /api/property-manager/authenticate: the code trimmed and uppercased, the password trimmed (docs/product/portal.md). */
export function usePortalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { locationCode: string; password: string }) => {
      try {
        const res = await apiRequest('POST', '/api/property-manager/authenticate', {
          locationCode: input.locationCode.trim().toUpperCase(),
          password: input.password.trim(),
        });
        return ((await res.json()) as SessionAnswer).location;
      } catch (error) {
        throw new Error(loginErrorText(error));
      }
    },
    onSuccess: (location) => {
      // Nothing cached for another location survives a sign-in.
      forgetLocationData(queryClient);
      queryClient.setQueryData(portalSessionQuery().queryKey, () => ({ location }));
    },
  });
}

/** POST /api/property-manager/logout: the cookie ends on the server, every cached answer of the location is dropped. */
export function usePortalLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/property-manager/logout');
    },
    onSuccess: () => {
      forgetLocationData(queryClient);
      queryClient.setQueryData(portalSessionQuery().queryKey, null);
    },
  });
}

/** POST /api/property-manager/password: the temporary password replaced; the answer is the unlocked session. */
export function useChangePortalPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PortalPasswordRequest) =>
      (await (await apiRequest('POST', '/api/property-manager/password', input)).json()) as SessionAnswer,
    onSuccess: (answer) => queryClient.setQueryData(portalSessionQuery().queryKey, () => answer),
  });
}
