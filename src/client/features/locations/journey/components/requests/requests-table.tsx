import { Link } from 'wouter';
import { Badge, priorityTone } from '../../../../../components/ui/badge';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../../../components/ui/data-table';
import { RowAction } from '../../../../../components/ui/row-action';
import { ShortDate } from '../../../../../components/ui/short-date';
import { formatDate, humanize } from '../../../../../lib/format';
import { journeyTone, statusLabel } from '../labels';
import { locationPath } from '../location-header';
import { type ManagerRequest, requestKindLabels } from './request-model';

const kindTones = { meeting: 'navy', question: 'slate', product: 'slate' } as const;

const locationColumn: DataTableColumn<ManagerRequest> = {
  header: 'Location',
  className: 'min-w-32',
  cell: (request) => (
    <>
      <Link
        href={`${locationPath(request.locationId, 'timeline')}?tab=requests`}
        className="font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        {request.locationName ?? `Location ${request.locationId}`}
      </Link>
      <div className="text-xs text-slate-600">{request.from}</div>
    </>
  ),
};

const fromColumn: DataTableColumn<ManagerRequest> = {
  header: 'From',
  // A long address is cut short in the table (the dialog shows it whole); phones wrap it.
  className: 'max-w-[13rem]',
  hideBelow: '5xl',
  cell: (request) => (
    <>
      <div className="text-slate-900">{request.from}</div>
      {request.email ? (
        <div className="text-xs text-slate-600 max-md:wrap-anywhere md:truncate" title={request.email}>
          {request.email}
        </div>
      ) : null}
    </>
  ),
};

/**
 * Requests as a table (cards on phones); across locations it names the location and links to its timeline. The
 * table fits its card (decision 063): on a narrower card the sender's column goes first, then the answer, then the
 * priority (the Answer dialog shows them all).
 */
export function RequestsTable(props: {
  rows: ManagerRequest[] | undefined;
  loading: boolean;
  empty: string;
  acrossLocations: boolean;
  onAnswer: (request: ManagerRequest) => void;
}) {
  const columns: Array<DataTableColumn<ManagerRequest>> = [
    {
      header: 'Request',
      phone: 'primary',
      className: 'min-w-52 max-w-md',
      cell: (request) => (
        <div className="space-y-1">
          <Badge tone={kindTones[request.kind]}>{requestKindLabels[request.kind]}</Badge>
          <div className="font-semibold text-navy-900 wrap-anywhere">{request.title}</div>
          {request.message ? (
            <p className="line-clamp-2 text-sm font-normal text-slate-600 wrap-anywhere">{request.message}</p>
          ) : null}
        </div>
      ),
    },
    // Across locations the location leads, its manager under it; one location's requests name who sent them.
    props.acrossLocations ? locationColumn : fromColumn,
    {
      header: 'Priority',
      hideBelow: '3xl',
      cell: (request) => <Badge tone={priorityTone(request.priority)}>{humanize(request.priority)}</Badge>,
    },
    {
      header: 'Status',
      cell: (request) => (
        <div className="space-y-1">
          <Badge tone={journeyTone(request.status)}>{statusLabel(request.status)}</Badge>
          {request.kind !== 'product' && request.item.assignedTo ? (
            <div className="text-xs text-slate-600">Assigned to {request.item.assignedTo}</div>
          ) : null}
        </div>
      ),
    },
    { header: 'Received', cell: (request) => <ShortDate value={request.createdAt} /> },
    {
      header: 'Answer',
      className: 'min-w-40 max-w-xs',
      hideBelow: '4xl',
      cell: (request) =>
        request.answer ? (
          <div className="space-y-1">
            <p className="line-clamp-3 whitespace-pre-line text-slate-700 wrap-anywhere">{request.answer}</p>
            {request.answeredBy ? (
              <p className="text-xs text-slate-600" data-testid="answered-by">
                {/* The day is enough beside the answer; the narrow column keeps it to a line or two. */}
                {request.answeredBy}
                {request.answeredAt ? ` · ${formatDate(request.answeredAt)}` : ''}
              </p>
            ) : null}
          </div>
        ) : null,
    },
    // The location's timeline opens from the Location column: one Answer button keeps the table within the page.
    actionsColumn((request) => (
      <RowAction label="Answer" name={`Answer ${request.title}`} onClick={() => props.onAnswer(request)} />
    )),
  ];
  return (
    <DataTable
      label="Manager requests"
      columns={columns}
      rows={props.rows}
      rowKey={(request) => request.key}
      loading={props.loading}
      empty={props.empty}
      rowTestId="request-row"
    />
  );
}
