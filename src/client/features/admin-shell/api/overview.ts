import { useQuery } from '@tanstack/react-query';
import { adminHomeApi } from '../../../../contracts/admin-home';
import { call, nullWhenSignedOut } from '../../../lib/api';
import { endpointQuery, keyOf } from '../../../lib/api-queries';

export const adminOverviewQuery = () => endpointQuery(adminHomeApi.overview);

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}

/** `adminHomeApi.waiting`: the counts beside the navigation, kept fresh while the back office is open. */
export function useWaitingCounts(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(adminHomeApi.waiting),
    queryFn: () => call(adminHomeApi.waiting).catch(nullWhenSignedOut),
    enabled,
    refetchInterval: 60_000,
  });
}
