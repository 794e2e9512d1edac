import type { FeedbackItem } from '../../../../contracts/dashboard';
import {
  feedbackIssueTypes,
  feedbackPriorities,
  feedbackStatuses,
  feedbackStatusLabels as statusLabels,
} from '../../../../contracts/enums';
import type { ListFilter } from '../../../components/lists/list-filter-selects';
import { Badge, priorityTone, statusTone } from '../../../components/ui/badge';
import { type DataTableColumn, RowOpenButton } from '../../../components/ui/data-table';
import { optionsOf } from '../../../components/ui/options';
import { RelativeTime } from '../../../components/ui/relative-time';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import { humanize } from '../../../lib/format';
import { feedbackList } from '../api/feedback';
import { statusColumn } from './age-badge';
import { ExportedListTab } from './exported-list-tab';
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
    className: 'text-slate-700 wrap-anywhere',
    cell: (item) => <TwoLineCell first={item.customerName} second={item.email} />,
  },
  {
    header: 'Issue',
    className: 'text-slate-700',
    hideBelow: '3xl',
    cell: (item) => <span className="capitalize">{humanize(item.issueType)}</span>,
  },
  {
    header: 'Priority',
    cell: (item) => <Badge tone={priorityTone(item.priority)}>{humanize(item.priority)}</Badge>,
  },
  statusColumn(
    (item) => <Badge tone={statusTone(item.status)}>{statusLabels[item.status]}</Badge>,
    (item) => item.status !== 'resolved',
  ),
  { header: 'Received', className: 'text-slate-700', cell: (item) => <RelativeTime value={item.createdAt} /> },
];

/** The Customer Feedback tab: search, status/priority/issue filters, paged table, workflow dialog, CSV. */
export function FeedbackTab() {
  return (
    <ExportedListTab
      list={feedbackList}
      label="Customer feedback"
      id="feedback"
      placeholder="Search name, e-mail, subject, location…"
      fetchError="Failed to fetch feedback"
      filterSelects={filterSelects}
      empty={{ noMatch: 'No feedback matches your search', none: 'No feedback yet' }}
      columns={columns}
      dialog={(selected, close) => <FeedbackDialog feedback={selected} onClose={close} />}
    />
  );
}
