import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '../../contracts/endpoint';
import { call } from './api';
import { useRefreshingMutation } from './use-refreshing-mutation';

type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * The changes of a kind of record the back office keeps behind its contract's `create`, `update` (by id, with the
 * same form) and `remove` (by id): a hook for each, `useSave` for its create-or-edit form, and `useChange` for the
 * record's other calls. After each, the lists and figures in `refresh` are fetched again (`useRefreshingMutation`).
 */
export function recordChanges<Create extends Endpoint, Update extends Endpoint>(
  api: { create: Create; update: Update; remove: Endpoint },
  refresh: readonly QueryKey[],
) {
  // Each is called as an endpoint: the contract's generic types cannot state that these take a body or an id.
  const { create, update, remove }: Record<'create' | 'update' | 'remove', Endpoint> = api;
  const useChange = <T, R>(send: (input: T) => Promise<R>) => useRefreshingMutation(send, refresh);
  const useCreate = () => useChange((body: BodyOf<Create>) => call(create, { body }));
  const useUpdate = () =>
    useChange(({ id, ...body }: BodyOf<Update> & { id: number }) => call(update, { params: { id }, body }));
  return {
    useChange,
    useCreate,
    useUpdate,
    useRemove: () => useChange((id: number) => call(remove, { params: { id } })),
    /** The form's save: a new record when `id` is undefined, else an edit of that record. */
    useSave: () => {
      const created = useCreate();
      const updated = useUpdate();
      // `Object.assign`, as a spread cannot be written of a generic body.
      return (body: BodyOf<Create> & BodyOf<Update>, id: number | undefined) =>
        id === undefined ? created.mutateAsync(body) : updated.mutateAsync(Object.assign({}, body, { id }));
    },
  };
}
