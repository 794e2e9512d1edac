import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { cn } from '../../../../lib/cn';

/** A titled white panel of one kind of record, with its own Add button in the top corner. */
export function RecordSection(props: {
  title: string;
  description?: ReactNode;
  /** The button that adds a record of the kind ("Add Milestone"), with its icon. */
  add?: { label: string; Icon: LucideIcon; onClick: () => void };
  children: ReactNode;
  className?: string;
  /** Filters or other controls under the title. */
  toolbar?: ReactNode;
}) {
  return (
    <section
      aria-label={props.title}
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-soft', props.className)}
    >
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-navy-900">{props.title}</h2>
          {props.description ? <p className="text-sm text-slate-600">{props.description}</p> : null}
        </div>
        {props.add ? (
          <div className="shrink-0 [&>button]:w-full sm:[&>button]:w-auto">
            <Button onClick={props.add.onClick} icon={props.add.Icon}>
              {props.add.label}
            </Button>
          </div>
        ) : null}
      </div>
      {props.toolbar ? <div className="border-b border-slate-100 p-4">{props.toolbar}</div> : null}
      {props.children}
    </section>
  );
}

/**
 * A location's records of one kind as a table in their section: the table is named as the section, has a row per
 * record (by id) as the list's answer gives them, and says `empty` when there is none; the section's dialogs follow.
 */
export function RecordTableSection<Row extends { id: number }>(props: {
  title: string;
  description?: ReactNode;
  add: { label: string; Icon: LucideIcon; onClick: () => void };
  columns: Array<DataTableColumn<Row>>;
  list: { data?: Row[]; isFetching: boolean };
  empty: string;
  rowTestId: string;
  children?: ReactNode;
}) {
  return (
    <RecordSection title={props.title} description={props.description} add={props.add}>
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={props.list.data}
        rowKey={(row) => row.id}
        loading={props.list.isFetching}
        empty={props.empty}
        rowTestId={props.rowTestId}
      />
      {props.children}
    </RecordSection>
  );
}
