import type { ReactNode } from 'react';
import { ListCards } from './list-cards';
import { ListScreen, type ListScreenProps } from './list-screen';
import type { ListQuery } from './table-list-screen';
import { useFetchErrorToast } from './use-fetch-error-toast';

/**
 * A back-office list whose rows are cards (`ListCards`): the `ListScreen` fed by the list's query, what `loading`
 * says until the first answer, the `empty` text, and one toast when the list fails to load.
 */
export function CardListScreen<Item>({
  query,
  fetchError,
  loading,
  empty,
  children,
  ...screen
}: Omit<ListScreenProps, 'page' | 'children'> & {
  query: ListQuery<Item>;
  /** The toast's text when the list fails to load ("Failed to fetch reviews"). */
  fetchError: string;
  loading: ReactNode;
  empty: string;
  /** Each card, an `<li>` with its key. */
  children: (item: Item) => ReactNode;
}) {
  useFetchErrorToast(query.isError, fetchError);
  return (
    <ListScreen {...screen} page={query.data}>
      <ListCards items={query.data?.items} busy={query.isFetching} loading={loading} empty={empty}>
        {children}
      </ListCards>
    </ListScreen>
  );
}
