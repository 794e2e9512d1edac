import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type RestockItem, restockItem, type restockRequest } from '../../../../../contracts/partnership';
import { apiRequest } from '../../../../lib/api';
import { toQueryString } from '../../../../lib/query-string';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { locationDetailQuery } from './location';
import { getJson } from './query-helpers';

export const restocksQuery = (locationId: number) =>
  queryOptions<RestockItem[]>({
    queryKey: ['/api/admin/restocks', { locationId }],
    queryFn: async () =>
      z.array(restockItem).parse(await getJson(`/api/admin/restocks${toQueryString({ locationId })}`)),
  });

export const useRestocks = (locationId: number) => useQuery(restocksQuery(locationId));

/** A restock on the calendar moves the location's next restock date, so the location (and its overview) reloads. */
export const useScheduleRestock = () =>
  useRefreshingMutation(
    (body: z.input<typeof restockRequest> & { locationId: number }) => apiRequest('POST', '/api/admin/restocks', body),
    ({ locationId }) => [restocksQuery(locationId).queryKey, locationDetailQuery(locationId).queryKey],
  );
