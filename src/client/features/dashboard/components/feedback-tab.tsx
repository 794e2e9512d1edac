import { useState } from 'react';
import type { FeedbackItem } from '../../../../contracts/dashboard';
import {
  feedbackIssueTypes,
  feedbackPriorities,
  feedbackStatuses,
  feedbackStatusLabels as statusLabels,
} from '../../../../contracts/enums';
import { type ListFilter, ListFilterSelects } from '../../../components/lists/list-filter-selects';
import { ExportCsvLink } from '../../../components/lists/list-toolbar';
import { TableListScreen } from '../../../components/lists/table-list-screen';
import { Badge, priorityTone, statusTone } from '../../../components/ui/badge';
import { type DataTableColumn, RowOpenButton } from '../../../components/ui/data-table';
import { optionsOf } from '../../../components/ui/options';
import { formatDateTime, humanize } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { type FeedbackFilters, feedbackCsvUrl, useFeedbackList } from '../api/feedback';
import { AgeBadge } from './age-badge';
import { FeedbackDialog } from './feedback-dialog';

const filterSelects: Array<ListFilter<'status' | 'priority' | 'issueType'>> = [
  {
    key: 'status',
    id: 'feedback-filter-status',
    label: 'Status',
    options: optionsOf(feedbackStatuses, (value) => statusLabels[value]),
  },
  { key: 'priority', id: 'feedback-filter-priority', label: 'Priority', options: optionsOf(feedbackPriorities) },
  { key: 'issueType', id: 'feedback-filter-issue', label: 'Issue type', options: optionsOf(feedbackIssueTypes) },
];

const columns: Array<DataTableColumn<FeedbackItem>> = [
  {
    header: 'Subject',
    phone: 'primary',
    cell: (item) => (
      <>
        <RowOpenButton>{item.subject}</RowOpenButton>
        <div className="text-slate-600">{item.location}</div>
      </>
    ),
  },
  {
    header: 'Customer',
    className: 'text-slate-700',
    cell: (item) => (
      <>
        <div>{item.customerName}</div>
        <div>{item.email}</div>
      </>
    ),
  },
  {
    header: 'Issue',
    className: 'text-slate-700',
    cell: (item) => <span className="capitalize">{humanize(item.issueType)}</span>,
  },
  {
    header: 'Priority',
    cell: (item) => <Badge tone={priorityTone(item.priority)}>{humanize(item.priority)}</Badge>,
  },
  {
    header: 'Status',
    cell: (item) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={statusTone(item.status)}>{statusLabels[item.status]}</Badge>
        <AgeBadge createdAt={item.createdAt} open={item.status !== 'resolved'} />
      </div>
    ),
  },
  { header: 'Received', className: 'text-slate-700', cell: (item) => formatDateTime(item.createdAt) },
];

/** The Customer Feedback tab: search, status/priority/issue filters, paged table, workflow dialog, CSV. */
export function FeedbackTab() {
  const [selected, setSelected] = useState<FeedbackItem | null>(null);
  const view = useListFilters(['status', 'priority', 'issueType']);
  const filters: FeedbackFilters = view.filters;
  const list = useFeedbackList(filters, view.page);

  return (
    <>
      <TableListScreen
        label="Customer feedback"
        id="feedback"
        placeholder="Search name, e-mail, subject, location…"
        view={view}
        query={list}
        fetchError="Failed to fetch feedback"
        end={<ExportCsvLink href={feedbackCsvUrl(filters)} />}
        filters={<ListFilterSelects view={view} filters={filterSelects} />}
        empty={{ noMatch: 'No feedback matches your search', none: 'No feedback yet' }}
        columns={columns}
        rowKey={(item) => item.id}
        onRowOpen={setSelected}
        tableClassName="min-w-[760px]"
      />
      <FeedbackDialog feedback={selected} onClose={() => setSelected(null)} />
    </>
  );
}
