import { Link } from 'wouter';
import { Badge, priorityTone } from '../../../../../components/ui/badge';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../../../components/ui/data-table';
import { RowAction } from '../../../../../components/ui/row-action';
import { formatDate, formatDateTime, humanize } from '../../../../../lib/format';
import { journeyTone, statusLabel } from '../labels';
import { locationPath } from '../location-header';
import { type ManagerRequest, requestKindLabels } from './request-model';

const kindTones = { meeting: 'navy', question: 'slate', product: 'slate' } as const;

/** Requests as a table (cards on phones); across locations it names the location and links to its timeline. */
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
      className: 'min-w-64 max-w-md',
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
    ...(props.acrossLocations
      ? [
          {
            header: 'Location',
            cell: (request: ManagerRequest) => (
              <Link
                href={`${locationPath(request.locationId, 'timeline')}?tab=requests`}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {request.locationName ?? `Location ${request.locationId}`}
              </Link>
            ),
          },
        ]
      : []),
    {
      header: 'From',
      // A long address is cut short in the table (the dialog shows it whole); phones wrap it.
      className: 'max-w-[13rem]',
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
    },
    {
      header: 'Priority',
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
    { header: 'Received', className: 'min-w-28', cell: (request) => formatDateTime(request.createdAt) },
    {
      header: 'Answer',
      className: 'min-w-44 max-w-xs',
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
      tableClassName="min-w-[960px]"
    />
  );
}
