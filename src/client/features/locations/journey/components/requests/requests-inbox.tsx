import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../../../../contracts/common';
import { FilterSelect, ListToolbarFrame } from '../../../../../components/lists/list-toolbar';
import { Pagination } from '../../../../../components/lists/pagination';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import type { ListFilters } from '../../../../../lib/use-list-filters';
import { type ManagerRequest, OPEN } from './request-model';
import { RequestsTable } from './requests-table';

export type InboxFilter<K extends string> = { key: K; label: string; options: Array<[string, string]> };

/**
 * One list of /admin-manager-requests: every location's requests of one table, searched, filtered and paged by the
 * server (25 a page), newest first. It opens on the open ones; Answer opens the dialog the page keeps.
 */
export function RequestsInbox<K extends string>(props: {
  id: string;
  label: string;
  placeholder: string;
  view: ListFilters<K>;
  filters: ReadonlyArray<InboxFilter<K>>;
  list: UseQueryResult<Page<ManagerRequest>>;
  onAnswer: (request: ManagerRequest) => void;
}) {
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
    <section aria-label={props.label} className="rounded-2xl border border-slate-200 bg-white shadow-soft">
      <ListToolbarFrame id={props.id} search={view.search} onSearch={view.setSearch} placeholder={props.placeholder}>
        {props.filters.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={`${props.id}-${filter.key}`}
            label={filter.label}
            value={view.values[filter.key]}
            onChange={(value) => view.setFilter(filter.key, value)}
            options={filter.options}
          />
        ))}
      </ListToolbarFrame>
      <RequestsTable
        rows={list.data?.items}
        loading={list.isFetching}
        empty={empty}
        acrossLocations
        onAnswer={props.onAnswer}
      />
      {list.data && list.data.total > 0 ? (
        <Pagination page={view.page} pageSize={list.data.pageSize} total={list.data.total} onPage={view.setPage} />
      ) : null}
    </section>
  );
}
