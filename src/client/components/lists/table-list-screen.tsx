import { DataTable, type DataTableProps } from '../ui/data-table';
import { ListScreen, type ListScreenProps, type ListView } from './list-screen';
import { useFetchErrorToast } from './use-fetch-error-toast';

/** What a table list reads of its list query: the page of rows once it came, and how the request stands. */
export type ListQuery<Row> = {
  data?: { items: readonly Row[]; pageSize: number; total: number };
  isFetching: boolean;
  isError: boolean;
};

/**
 * A back-office list whose rows are a `DataTable` (table and section share the label): the `ListScreen` fed by the
 * list's query, "no match" or "nothing yet" when there are no rows, and one toast when the list fails to load.
 */
export function TableListScreen<Row>({
  query,
  fetchError,
  empty,
  columns,
  rowKey,
  onRowOpen,
  rowTestId,
  tableClassName,
  ...screen
}: Omit<ListScreenProps, 'page' | 'children' | 'view'> &
  Pick<DataTableProps<Row>, 'columns' | 'rowKey' | 'onRowOpen' | 'rowTestId' | 'tableClassName'> & {
    view: ListView & { filtered: boolean };
    query: ListQuery<Row>;
    /** The toast's text when the list fails to load ("Failed to fetch users"). */
    fetchError: string;
    /** What shows without rows: with a search or filter set (`noMatch`), and without (`none`). */
    empty: { none: string; noMatch: string };
  }) {
  useFetchErrorToast(query.isError, fetchError);
  return (
    <ListScreen {...screen} page={query.data}>
      <DataTable
        label={screen.label}
        columns={columns}
        rows={query.data?.items}
        rowKey={rowKey}
        empty={screen.view.filtered ? empty.noMatch : empty.none}
        loading={query.isFetching}
        onRowOpen={onRowOpen}
        rowTestId={rowTestId}
        tableClassName={tableClassName}
      />
    </ListScreen>
  );
}
