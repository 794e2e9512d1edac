import { createContext, Fragment, type MouseEvent, type ReactNode, use } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Spinner } from './spinner';

export type DataTableColumn<Row> = {
  /** The column header on wide screens; the label of the value on phones. Unique within a table. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the cell on wide screens only (width, truncation, colour); phones always wrap. */
  className?: string;
  /**
   * How the column shows on a phone card: `primary` leads the card as its heading, `actions` gets its own line at
   * the bottom, `hidden` is left out, `field` (the default) is a label: value pair.
   */
  phone?: 'primary' | 'field' | 'actions' | 'hidden';
  /**
   * A column of low priority, left out of the table while its card is narrower than this (decision 063): `3xl`
   * 768 px, `4xl` 896 px, `5xl` 1024 px. Only what the row's own dialog or page also shows may be left out.
   * Phones show it on the card as usual.
   */
  hideBelow?: keyof typeof hiddenBelow;
};

// The card's width, not the window's: the same table sits in a page, a tab or a dialog (container queries).
const hiddenBelow = {
  '3xl': '@max-3xl:hidden',
  '4xl': '@max-4xl:hidden',
  '5xl': '@max-5xl:hidden',
} as const;
const hiding = (column: { hideBelow?: keyof typeof hiddenBelow }) =>
  column.hideBelow ? hiddenBelow[column.hideBelow] : undefined;

/** The Actions column of a table: the row's buttons, on their own line at the bottom of a phone card. */
export const actionsColumn = <Row,>(cell: (row: Row) => ReactNode): DataTableColumn<Row> => ({
  header: 'Actions',
  phone: 'actions',
  cell,
});

export type DataTableProps<Row> = {
  /** The accessible name of the table (and of the list on phones). */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A request is under way: a spinner before the first rows, aria-busy after. */
  loading?: boolean;
  /** Clicking a row (outside its own controls) opens it; a `RowOpenButton` in a cell does the same by keyboard. */
  onRowOpen?: (row: Row) => void;
  rowTestId?: string;
  /** Classes of the `<table>` on wide screens. */
  tableClassName?: string;
  /** The level of each card's heading on phones (2 on a page under its h1, 3 inside a dialog). */
  headingLevel?: 2 | 3 | 4;
};

const RowOpenContext = createContext<(() => void) | null>(null);

/** The row's open control: its label opens the row it sits in (and is plain text outside an openable row). */
export function RowOpenButton({ children }: { children: ReactNode }) {
  const open = use(RowOpenContext);
  if (!open) return <span className="font-semibold text-navy-900">{children}</span>;
  return (
    <button type="button" className="text-left font-semibold text-navy-900 hover:underline" onClick={open}>
      {children}
    </button>
  );
}

/** A click anywhere on the row opens it, unless it landed on a control of its own (which does its own thing). */
function rowClick(open: (() => void) | null) {
  if (!open) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (!event.currentTarget.contains(target) || target.closest('a, button, input, select, textarea, label')) return;
    open();
  };
}

/**
 * A back-office list: a real table from the `md` breakpoint up, below it one card per row (the primary column as
 * a heading, the others as label: value pairs, actions on their own line) so a phone never scrolls sideways. Only
 * one of the two is rendered.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const wide = useMediaQuery('(min-width: 48rem)');
  const { rows, loading = false } = props;
  if (rows && rows.length === 0) return <p className="px-4 py-12 text-center text-slate-600">{props.empty}</p>;
  if (!rows && loading) return <Spinner label="Loading…" className="py-12" />;
  return wide ? <Table {...props} /> : <Cards {...props} />;
}

/** Each row in its open context (what a `RowOpenButton` in it opens), drawn by `children`. */
function OpenableRows<Row>({
  rows,
  rowKey,
  onRowOpen,
  children,
}: Pick<DataTableProps<Row>, 'rows' | 'rowKey' | 'onRowOpen'> & {
  children: (row: Row, open: (() => void) | null) => ReactNode;
}) {
  return rows?.map((row) => {
    const open = onRowOpen ? () => onRowOpen(row) : null;
    return (
      <RowOpenContext key={rowKey(row)} value={open}>
        {children(row, open)}
      </RowOpenContext>
    );
  });
}

function Table<Row>({ label, columns, loading, rowTestId, tableClassName, ...rows }: DataTableProps<Row>) {
  return (
    // The table fits its card (decision 063); the sideways scroll is a last resort for a tablet's narrow card.
    <div className="@container overflow-x-auto">
      <table aria-label={label} aria-busy={loading} className={cn('w-full text-left text-sm', tableClassName)}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-4 py-3', hiding(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <OpenableRows {...rows}>
            {(row, open) => (
              <tr
                data-testid={rowTestId}
                className={open ? 'cursor-pointer hover:bg-slate-50' : undefined}
                onClick={rowClick(open)}
              >
                {columns.map((column) => (
                  // A long unbroken value (an e-mail address, a code) breaks rather than widening the table past its
                  // card; a column keeps 5rem, so an ordinary word is not broken for it, nor a button's words at
                  // all (decision 063).
                  <td
                    key={column.header}
                    className={cn(
                      'min-w-20 px-4 py-3 wrap-anywhere [&_button]:wrap-normal',
                      column.className,
                      hiding(column),
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            )}
          </OpenableRows>
        </tbody>
      </table>
    </div>
  );
}

function Cards<Row>({ label, columns, loading, rowTestId, headingLevel = 2, ...rows }: DataTableProps<Row>) {
  const primary = columns.find((column) => column.phone === 'primary');
  const fields = columns.filter((column) => (column.phone ?? 'field') === 'field');
  const actions = columns.filter((column) => column.phone === 'actions');
  return (
    <ul aria-label={label} aria-busy={loading} className="divide-y divide-slate-100">
      <OpenableRows {...rows}>
        {(row, open) => {
          // A field with nothing to show is left out rather than shown as a bare label.
          const values = fields
            .map((column) => ({ column, value: column.cell(row) }))
            .filter(({ value }) => value !== null && value !== undefined && value !== false && value !== '');
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the RowOpenButton is the keyboard way
            <li
              data-testid={rowTestId}
              className={cn('flex flex-col gap-3 px-4 py-4 text-sm', open && 'cursor-pointer hover:bg-slate-50')}
              onClick={rowClick(open)}
            >
              {primary ? (
                // biome-ignore lint/a11y/useSemanticElements: the primary cell may hold block sub-lines, which an <hN> may not
                <div role="heading" aria-level={headingLevel} className="wrap-anywhere [&>:first-child]:text-base">
                  {primary.cell(row)}
                </div>
              ) : null}
              {values.length > 0 ? (
                // One grid for the whole card: the label column is as wide as its longest label.
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
                  {values.map(({ column, value }) => (
                    <Fragment key={column.header}>
                      <dt className="font-medium text-slate-600">{column.header}</dt>
                      <dd className="text-slate-800 wrap-anywhere">{value}</dd>
                    </Fragment>
                  ))}
                </dl>
              ) : null}
              {actions.map((column) => (
                // Phones: every action button at least 44 px tall (tap targets).
                <div key={column.header} className="[&_button]:min-h-11">
                  {column.cell(row)}
                </div>
              ))}
            </li>
          );
        }}
      </OpenableRows>
    </ul>
  );
}
