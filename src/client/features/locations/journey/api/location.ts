import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstallationDetailsRequest } from '../../../../../contracts/installation';
import { type LocationItem, locationItem } from '../../../../../contracts/property-managers';
import { apiRequest } from '../../../../lib/api';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { getJson } from './query-helpers';

// Under the accounts list's key, so a change made on /admin-property-managers (stage, details) refreshes it too.
export const locationDetailQuery = (id: number) =>
  queryOptions<LocationItem>({
    queryKey: ['/api/admin/locations', id],
    queryFn: async () => locationItem.parse(await getJson(`/api/admin/locations/${id}`)),
  });

export const useLocationDetail = (id: number, enabled: boolean) => useQuery({ ...locationDetailQuery(id), enabled });

/** The installation's machine, dates and notes; the location's key refreshes its header, overview and lists. */
export const useUpdateInstallation = () =>
  useRefreshingMutation(
    async ({ id, ...body }: InstallationDetailsRequest & { id: number }) =>
      locationItem.parse(await (await apiRequest('PUT', `/api/admin/locations/${id}/installation`, body)).json()),
    () => [['/api/admin/locations']],
  );
