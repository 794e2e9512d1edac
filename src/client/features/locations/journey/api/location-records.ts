import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api';
import { toQueryString } from '../../../../lib/query-string';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';
import { getJson } from './query-helpers';

/**
 * A kind of record the team keeps per location (milestones, installation timeline items, decisions), behind the
 * same three calls: `GET path?locationId=`, `POST path` with the location, `PUT path/:id`. Every change reloads the
 * location's list and its Overview, which counts them.
 */
export function locationRecords<Item, Body extends object>(path: string, item: z.ZodType<Item>) {
  const listQuery = (locationId: number) =>
    queryOptions<Item[]>({
      queryKey: [path, { locationId }],
      queryFn: async () => z.array(item).parse(await getJson(`${path}${toQueryString({ locationId })}`)),
    });
  const touched = ({ locationId }: { locationId: number }) => [
    listQuery(locationId).queryKey,
    overviewQuery(locationId).queryKey,
  ];
  return {
    listQuery,
    useList: (locationId: number) => useQuery(listQuery(locationId)),
    useCreate: () =>
      useRefreshingMutation((body: Body & { locationId: number }) => apiRequest('POST', path, body), touched),
    useUpdate: () =>
      useRefreshingMutation(
        ({ id, locationId: _location, ...body }: Body & { id: number; locationId: number }) =>
          apiRequest('PUT', `${path}/${id}`, body),
        touched,
      ),
  };
}
