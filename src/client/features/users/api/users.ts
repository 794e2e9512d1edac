import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contracts/common';
import type { ActivityItem, UserFormRequest, UserItem } from '../../../../contracts/users';
import { apiRequest } from '../../../lib/api';
import { pageQuery } from '../../../lib/api-queries';
import { toQueryString } from '../../../lib/query-string';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Invalidating these refreshes every page and filter of the lists. */
export const usersListKey = ['/api/admin/users'] as const;
export const activityListKey = ['/api/admin/activity'] as const;

export type UserFilters = { search?: string; status?: string; role?: string };

export const usersQuery = (filters: UserFilters, page: number, pageSize = 25) =>
  pageQuery<UserItem>(usersListKey, '/api/admin/users', { ...filters, page, pageSize });

export const activityQuery = (page: number, userId?: number, pageSize = 25) =>
  queryOptions<Page<ActivityItem>>({
    queryKey: [...activityListKey, { userId, page, pageSize }],
    queryFn: async () =>
      (
        await apiRequest(
          'GET',
          `${userId ? `/api/admin/users/${userId}/activity` : '/api/admin/activity'}${toQueryString({ page, pageSize })}`,
        )
      ).json(),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters, page: number) => useQuery(usersQuery(filters, page));
export const useActivity = (page: number, userId?: number) => useQuery(activityQuery(page, userId));

/** Every user change goes through here: the call, then the user list and the activity log refresh. */
const useUserChange = <T>(send: (input: T) => Promise<Response>) =>
  useRefreshingMutation(send, [usersListKey, activityListKey]);

export const useCreateUser = () =>
  useUserChange((body: UserFormRequest) => apiRequest('POST', '/api/admin/users', body));
export const useUpdateUser = () =>
  useUserChange(({ id, ...body }: UserFormRequest & { id: number }) =>
    apiRequest('PUT', `/api/admin/users/${id}`, body),
  );
export const useDeleteUser = () => useUserChange((id: number) => apiRequest('DELETE', `/api/admin/users/${id}`));
export const useSetUserStatus = () =>
  useUserChange(({ id, status }: { id: number; status: string }) =>
    apiRequest('PATCH', `/api/admin/users/${id}/status`, { status }),
  );
export const useResetPassword = () =>
  useUserChange(({ id, newPassword }: { id: number; newPassword: string }) =>
    apiRequest('POST', `/api/admin/users/${id}/reset-password`, { newPassword }),
  );
export const useRequirePasswordReset = () =>
  useUserChange((id: number) => apiRequest('POST', `/api/admin/users/${id}/require-password-reset`));
