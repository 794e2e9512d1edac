import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LocationOverview, locationOverview } from '../../../../../contracts/partnership';
import { locationDetailQuery } from './location';
import { getJson } from './query-helpers';

/** Timeline Management's Overview; below the location's key, so refreshing the location refreshes it too. */
export const overviewQuery = (locationId: number) =>
  queryOptions<LocationOverview>({
    queryKey: [...locationDetailQuery(locationId).queryKey, 'overview'],
    queryFn: async () => locationOverview.parse(await getJson(`/api/admin/locations/${locationId}/overview`)),
  });

export const useOverview = (locationId: number) => useQuery(overviewQuery(locationId));
