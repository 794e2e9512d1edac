import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../../../../contracts/common';
import { ListScreen } from '../../../../../components/lists/list-screen';
import { FilterSelect } from '../../../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import type { ListFilters } from '../../../../../lib/use-list-filters';
import { type ManagerRequest, OPEN } from './request-model';
import { RequestsTable } from './requests-table';

export type InboxFilter<K extends string> = { key: K; label: string; options: Array<[string, string]> };

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
      filters={props.filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          id={`${props.id}-${filter.key}`}
          label={filter.label}
          value={view.values[filter.key]}
          onChange={(value) => view.setFilter(filter.key, value)}
          options={filter.options}
        />
      ))}
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
