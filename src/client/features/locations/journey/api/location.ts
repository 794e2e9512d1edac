import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstallationDetailsRequest } from '../../../../../contracts/installation';
import { locationsApi } from '../../../../../contracts/property-managers';
import { call } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';

// Under the accounts list's key, so a change made on /admin-property-managers (stage, details) refreshes it too.
export const locationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...keyOf(locationsApi.list), id],
    queryFn: () => call(locationsApi.get, { params: { id } }),
  });

export const useLocationDetail = (id: number, enabled: boolean) => useQuery({ ...locationDetailQuery(id), enabled });

/** The installation's machine, dates and notes; the location's key refreshes its header, overview and lists. */
export const useUpdateInstallation = () =>
  useRefreshingMutation(
    ({ id, ...body }: InstallationDetailsRequest & { id: number }) =>
      call(locationsApi.updateInstallation, { params: { id }, body }),
    () => [keyOf(locationsApi.list)],
  );
