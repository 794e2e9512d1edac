import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

type Ids = { id: number; locationId: number };

/**
 * A kind of record the team keeps per location (milestones, installation timeline items, decisions), behind the
 * same three calls of its endpoints: the location's list (cached under `listKey`), a record added with its
 * location, one edited by its id. Every change reloads the location's list and its Overview, which counts them.
 */
export function locationRecords<Item, Body extends object>(calls: {
  list: (locationId: number) => Promise<Item[]>;
  listKey: (locationId: number) => QueryKey;
  add: (body: Body & { locationId: number }) => Promise<unknown>;
  edit: (id: number, body: Omit<Body & Ids, keyof Ids>) => Promise<unknown>;
}) {
  const listQuery = (locationId: number) =>
    queryOptions({ queryKey: calls.listKey(locationId), queryFn: () => calls.list(locationId) });
  const touched = ({ locationId }: { locationId: number }) => [
    listQuery(locationId).queryKey,
    overviewQuery(locationId).queryKey,
  ];
  return {
    listQuery,
    useList: (locationId: number) => useQuery(listQuery(locationId)),
    useCreate: () => useRefreshingMutation(calls.add, touched),
    useUpdate: () =>
      useRefreshingMutation(({ id, locationId: _location, ...body }: Body & Ids) => calls.edit(id, body), touched),
  };
}
