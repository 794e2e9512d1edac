import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '../../../../contracts/auth';
import { apiRequest, getQueryFn } from '../../../lib/api';

/** GET /api/admin/session: the signed-in staff member, or null when signed out. */
export const staffSessionQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/session'],
    queryFn: getQueryFn<{ user: StaffUser } | null>({ on401: 'returnNull' }),
    select: (data) => data?.user ?? null,
  });

export function useStaffSession() {
  return useQuery(staffSessionQuery());
}

/** POST /api/admin/auth with the e-mail lowercased (docs/product/back-office.md). */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      await apiRequest('POST', '/api/admin/auth', {
        username: credentials.email.trim().toLowerCase(),
        password: credentials.password,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffSessionQuery().queryKey }),
  });
}

/** POST /api/admin/logout: the session ends on the server; every cached back-office answer is dropped. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/admin/logout');
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(staffSessionQuery().queryKey, null);
    },
  });
}
