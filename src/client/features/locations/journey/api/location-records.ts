import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '../../../../../contracts/endpoint';
import type { locationQuery } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

type Ids = { id: number; locationId: number };
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** A location's list of one kind of record: read by `?locationId=`, answered as an array of the record's items. */
type LocationList<Item extends z.ZodType> = Endpoint & {
  method: 'GET';
  params?: undefined;
  body?: undefined;
  query: typeof locationQuery;
  answer: z.ZodArray<Item>;
};

/**
 * A kind of record the team keeps per location (milestones, installation timeline items, decisions), behind the
 * same three endpoints: the location's list (read by `locationId`), a record added with its location, one edited
 * by its id without it. Every change reloads the location's list and its Overview, which counts them.
 */
export function locationRecords<Item extends z.ZodType, Add extends Endpoint, Edit extends Endpoint>(endpoints: {
  list: LocationList<Item>;
  add: Add;
  edit: Edit;
}) {
  // Adding and editing share their shape, which the contract's generic types cannot state: each is called as an
  // endpoint. The list is typed as a location's list, so its answer is read as its items.
  const { list } = endpoints;
  const { add, edit }: Record<'add' | 'edit', Endpoint> = endpoints;
  const listQuery = (locationId: number) => {
    const input = { query: { locationId } };
    return queryOptions({
      queryKey: keyOf(list, input),
      queryFn: () => call(list, input),
    });
  };
  const touched = ({ locationId }: { locationId: number }) => [
    listQuery(locationId).queryKey,
    overviewQuery(locationId).queryKey,
  ];
  return {
    listQuery,
    useList: (locationId: number) => useQuery(listQuery(locationId)),
    useCreate: () =>
      useRefreshingMutation((body: BodyOf<Add> & { locationId: number }) => call(add, { body }), touched),
    useUpdate: () =>
      useRefreshingMutation(
        ({ id, locationId: _location, ...body }: BodyOf<Edit> & Ids) => call(edit, { params: { id }, body }),
        touched,
      ),
  };
}
