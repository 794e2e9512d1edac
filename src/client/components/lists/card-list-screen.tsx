import type { ReactNode } from 'react';
import type { ListFilters } from '../../lib/use-list-filters';
import { ListCards } from './list-cards';
import { type ListFilter, ListFilterSelects } from './list-filter-selects';
import { ListScreen, type ListScreenProps } from './list-screen';
import type { ListQuery } from './table-list-screen';
import { useFetchErrorToast } from './use-fetch-error-toast';

/**
 * A back-office list whose rows are cards (`ListCards`): the `ListScreen` fed by the list's query, its filter
 * selects beside the search box, and one toast when the list fails to load.
 */
export function CardListScreen<Item, K extends string>({
  query,
  fetchError,
  filterSelects,
  loading,
  empty,
  children,
  ...screen
}: Omit<ListScreenProps, 'page' | 'children' | 'filters' | 'view'> & {
  view: ListScreenProps['view'] & Pick<ListFilters<K>, 'values' | 'setFilter'>;
  query: ListQuery<Item>;
  /** The toast's text when the list fails to load. */
  fetchError: string;
  filterSelects: ReadonlyArray<ListFilter<K>>;
  /** What shows until the first answer, and without cards. */
  loading: ReactNode;
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  useFetchErrorToast(query.isError, fetchError);
  return (
    <ListScreen
      {...screen}
      page={query.data}
      filters={<ListFilterSelects view={screen.view} filters={filterSelects} />}
    >
      <ListCards items={query.data?.items} busy={query.isFetching} loading={loading} empty={empty}>
        {children}
      </ListCards>
    </ListScreen>
  );
}
