import { type ReactNode, useState } from 'react';
import { type ListFilter, ListFilterSelects } from '../../../components/lists/list-filter-selects';
import { ExportCsvLink } from '../../../components/lists/list-toolbar';
import { type ListQuery, TableListScreen } from '../../../components/lists/table-list-screen';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { useListFilters } from '../../../lib/use-list-filters';

type Filters = { search: string } & Record<string, string>;

/**
 * A dashboard tab over one exported list: search and filter selects, the paged table, the CSV of what the filters
 * show, and the dialog of the row opened.
 */
export function ExportedListTab<Item extends { id: number }, K extends string>(props: {
  list: { useList: (filters: Filters, page: number) => ListQuery<Item>; csvUrl: (filters: Filters) => string };
  /** The section's and table's accessible name; `id` names the search box. */
  label: string;
  id: string;
  placeholder: string;
  /** The toast's text when the list fails to load. */
  fetchError: string;
  filterSelects: ReadonlyArray<ListFilter<K>>;
  empty: { none: string; noMatch: string };
  columns: ReadonlyArray<DataTableColumn<Item>>;
  dialog: (item: Item | null, close: () => void) => ReactNode;
}) {
  const [selected, setSelected] = useState<Item | null>(null);
  const view = useListFilters(props.filterSelects.map((filter) => filter.key));
  const list = props.list.useList(view.filters, view.page);
  return (
    <>
      <TableListScreen
        label={props.label}
        id={props.id}
        placeholder={props.placeholder}
        view={view}
        query={list}
        fetchError={props.fetchError}
        end={<ExportCsvLink href={props.list.csvUrl(view.filters)} />}
        filters={<ListFilterSelects view={view} filters={props.filterSelects} />}
        empty={props.empty}
        columns={props.columns}
        rowKey={(item) => item.id}
        onRowOpen={setSelected}
      />
      {props.dialog(selected, () => setSelected(null))}
    </>
  );
}
