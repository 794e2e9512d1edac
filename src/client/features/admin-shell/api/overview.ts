import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminOverview, TestEmailRequest, WaitingCounts } from '../../../../contracts/admin-home';
import { apiRequest, getQueryFn } from '../../../lib/api';

export const adminOverviewQuery = () => queryOptions<AdminOverview>({ queryKey: ['/api/admin/overview'] });

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}

/** POST /api/admin/test-email. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: async (body: TestEmailRequest) => {
      await apiRequest('POST', '/api/admin/test-email', body);
    },
  });
}

/** GET /api/admin/waiting: the counts beside the navigation, kept fresh while the back office is open. */
export function useWaitingCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/waiting'],
    queryFn: getQueryFn<WaitingCounts>({ on401: 'returnNull' }),
    enabled,
    refetchInterval: 60_000,
  });
}
