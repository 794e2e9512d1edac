import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminOverview, TestEmailRequest } from '../../../../contracts/admin-home';
import { apiRequest } from '../../../lib/api';

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
