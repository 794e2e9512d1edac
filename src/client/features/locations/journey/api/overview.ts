import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyApi } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { locationDetailQuery } from './location';

/** Timeline Management's Overview; below the location's key, so refreshing the location refreshes it too. */
export const overviewQuery = (locationId: number) =>
  queryOptions({
    queryKey: [...locationDetailQuery(locationId).queryKey, 'overview'],
    queryFn: () => call(journeyApi.overview, { params: { id: locationId } }),
  });

export const useOverview = (locationId: number) => useQuery(overviewQuery(locationId));
