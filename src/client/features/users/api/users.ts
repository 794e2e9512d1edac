import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStatus } from '../../../../contracts/enums';
import { usersApi } from '../../../../contracts/users';
import { call } from '../../../lib/api';
import { asPage, endpointPageQuery, keyOf, type ListInput } from '../../../lib/api-queries';
import { recordChanges } from '../../../lib/record-changes';

/** Invalidating these refreshes every page and filter of the lists. */
export const usersListKey = keyOf(usersApi.list);
export const activityListKey = keyOf(usersApi.activity);

export type UserFilters = ListInput<typeof usersApi.list>['query'];

export const usersQuery = (filters: UserFilters, page: number, pageSize = 25) =>
  endpointPageQuery(usersApi.list, { query: { ...filters, page, pageSize } });

/** The whole log, or one user's: both refresh with the log's key. */
export const activityQuery = (page: number, userId?: number, pageSize = 25) =>
  queryOptions({
    queryKey: [...activityListKey, { userId, page, pageSize }],
    queryFn: async () =>
      asPage(
        userId
          ? await call(usersApi.userActivity, { params: { id: userId }, query: { page, pageSize } })
          : await call(usersApi.activity, { query: { page, pageSize } }),
      ),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters, page: number) => useQuery(usersQuery(filters, page));
export const useActivity = (page: number, userId?: number) => useQuery(activityQuery(page, userId));

/** Every user change goes through here: the call, then the user list and the activity log refresh. */
const userChanges = recordChanges(usersApi, [usersListKey, activityListKey]);
const useUserChange = userChanges.useChange;

export const { useSave: useSaveUser, useRemove: useDeleteUser } = userChanges;
export const useSetUserStatus = () =>
  useUserChange(({ id, status }: { id: number; status: UserStatus }) =>
    call(usersApi.setStatus, { params: { id }, body: { status } }),
  );
export const useResetPassword = () =>
  useUserChange(({ id, newPassword }: { id: number; newPassword: string }) =>
    call(usersApi.resetPassword, { params: { id }, body: { newPassword } }),
  );
export const useRequirePasswordReset = () =>
  useUserChange((id: number) => call(usersApi.requirePasswordReset, { params: { id } }));
