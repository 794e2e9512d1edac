import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LocationItem, locationItem } from '../../../../contracts/property-managers';
import { getJson } from './query-helpers';

// Under the accounts list's key, so a change made on /admin-property-managers (stage, details) refreshes it too.
export const locationDetailQuery = (id: number) =>
  queryOptions<LocationItem>({
    queryKey: ['/api/admin/locations', id],
    queryFn: async () => locationItem.parse(await getJson(`/api/admin/locations/${id}`)),
  });

export const useLocationDetail = (id: number, enabled: boolean) => useQuery({ ...locationDetailQuery(id), enabled });
