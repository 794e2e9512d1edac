import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../../../../contracts/common';
import { type ListFilter, ListFilterSelects } from '../../../../../components/lists/list-filter-selects';
import { ListScreen } from '../../../../../components/lists/list-screen';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import type { ListFilters } from '../../../../../lib/use-list-filters';
import { type ManagerRequest, OPEN } from './request-model';
import { RequestsTable } from './requests-table';

/** A filter of an inbox; its select's id is the inbox's id and the filter's key. */
export type InboxFilter<K extends string> = Omit<ListFilter<K>, 'id'>;

/**
 * One list of /admin-manager-requests: every location's requests of one table, searched, filtered and paged by the
 * server (25 a page), newest first. It opens on the open ones; Answer opens the dialog the page keeps.
 */
export type RequestsInboxProps<K extends string> = {
  id: string;
  label: string;
  placeholder: string;
  view: ListFilters<K>;
  filters: ReadonlyArray<InboxFilter<K>>;
  list: UseQueryResult<Page<ManagerRequest>>;
  onAnswer: (request: ManagerRequest) => void;
};

export function RequestsInbox<K extends string>(props: RequestsInboxProps<K>) {
  const { view, list } = props;
  useFetchErrorToast(list.isError, 'Failed to fetch requests');
  const onlyOpen =
    !view.filters.search &&
    Object.entries<string>(view.values).every(([key, value]) => (key === 'status' ? value === OPEN : !value));
  const empty = onlyOpen
    ? 'Nothing is waiting: every request has been answered'
    : view.filtered
      ? 'No requests match your filters'
      : 'No requests yet';
  return (
    <ListScreen
      label={props.label}
      id={props.id}
      placeholder={props.placeholder}
      view={view}
      page={list.data}
      filters={
        <ListFilterSelects
          view={view}
          filters={props.filters.map((filter) => ({ ...filter, id: `${props.id}-${filter.key}` }))}
        />
      }
    >
      <RequestsTable
        rows={list.data?.items}
        loading={list.isFetching}
        empty={empty}
        acrossLocations
        onAnswer={props.onAnswer}
      />
    </ListScreen>
  );
}
