import { useState } from 'react';
import type { FeedbackItem } from '../../../../contracts/dashboard';
import { feedbackIssueTypes, feedbackPriorities, feedbackStatuses } from '../../../../contracts/enums';
import { Badge, priorityTone, statusTone } from '../../../components/ui/badge';
import { formatDateTime, humanize } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { type FeedbackFilters, feedbackCsvUrl, useFeedbackList } from '../api/feedback';
import { AgeBadge } from './age-badge';
import { FeedbackDialog, statusLabels } from './feedback-dialog';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { useFetchErrorToast } from './use-fetch-error-toast';

const options = (values: readonly string[]): Array<[string, string]> => values.map((value) => [value, humanize(value)]);

/** The Customer Feedback tab: search, status/priority/issue filters, paged table, workflow dialog, CSV. */
export function FeedbackTab() {
  const [selected, setSelected] = useState<FeedbackItem | null>(null);
  const view = useListFilters(['status', 'priority', 'issueType']);
  const filters: FeedbackFilters = view.filters;
  const list = useFeedbackList(filters, view.page);
  useFetchErrorToast(list.isError, 'Failed to fetch feedback');

  return (
    <section aria-label="Customer feedback" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
      <ListToolbar
        id="feedback"
        search={view.search}
        onSearch={view.setSearch}
        placeholder="Search name, e-mail, subject, location…"
        csvUrl={feedbackCsvUrl(filters)}
      >
        <FilterSelect
          id="feedback-filter-status"
          label="Status"
          value={view.values.status}
          onChange={(value) => view.setFilter('status', value)}
          options={feedbackStatuses.map((value) => [value, statusLabels[value]])}
        />
        <FilterSelect
          id="feedback-filter-priority"
          label="Priority"
          value={view.values.priority}
          onChange={(value) => view.setFilter('priority', value)}
          options={options(feedbackPriorities)}
        />
        <FilterSelect
          id="feedback-filter-issue"
          label="Issue type"
          value={view.values.issueType}
          onChange={(value) => view.setFilter('issueType', value)}
          options={options(feedbackIssueTypes)}
        />
      </ListToolbar>
      {list.data && list.data.total === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600">
          {view.filtered ? 'No feedback matches your search' : 'No feedback yet'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm" aria-busy={list.isFetching}>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3">
                  Customer
                </th>
                <th scope="col" className="px-4 py-3">
                  Issue
                </th>
                <th scope="col" className="px-4 py-3">
                  Priority
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Received
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data?.items.map((item) => (
                <tr key={item.id} className="cursor-pointer hover:bg-slate-50" onClick={() => setSelected(item)}>
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      className="text-left font-semibold text-navy-900 hover:underline"
                      onClick={(event) => {
                        event.stopPropagation();
                        setSelected(item);
                      }}
                    >
                      {item.subject}
                    </button>
                    <div className="text-slate-600">{item.location}</div>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <div>{item.customerName}</div>
                    <div>{item.email}</div>
                  </td>
                  <td className="px-4 py-3 capitalize text-slate-700">{humanize(item.issueType)}</td>
                  <td className="px-4 py-3">
                    <Badge tone={priorityTone(item.priority)}>{humanize(item.priority)}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={statusTone(item.status)}>{statusLabels[item.status]}</Badge>
                      <AgeBadge createdAt={item.createdAt} open={item.status !== 'resolved'} />
                    </div>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{formatDateTime(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.total > 0 ? (
        <Pagination page={view.page} pageSize={list.data.pageSize} total={list.data.total} onPage={view.setPage} />
      ) : null}
      <FeedbackDialog feedback={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
