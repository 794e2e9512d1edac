import { useState } from 'react';
import type { ActivityItem } from '../../../../contracts/users';
import { ListPagination } from '../../../components/lists/pagination';
import { useFetchErrorToast } from '../../../components/lists/use-fetch-error-toast';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RelativeTime } from '../../../components/ui/relative-time';
import { parseApiError } from '../../../lib/api';
import { humanize } from '../../../lib/format';
import { useActivity } from '../api/users';
import { isOutsiderKey, outsiderOf } from './activity-actor';

const describe = (details: unknown) => {
  if (!details || typeof details !== 'object') return '';
  const outsider = outsiderOf(details) !== undefined;
  return Object.entries(details as Record<string, unknown>)
    .filter(([key]) => !(outsider && isOutsiderKey(key)))
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
};

// The User column first: one user's own log leaves it out.
const columns: Array<DataTableColumn<ActivityItem>> = [
  {
    header: 'User',
    className: 'text-slate-700',
    cell: (row) => row.userName ?? row.userEmail ?? outsiderOf(row.details) ?? 'System',
  },
  {
    header: 'Action',
    phone: 'primary',
    cell: (row) => <span className="font-medium text-navy-900">{humanize(row.action)}</span>,
  },
  {
    header: 'Resource',
    className: 'text-slate-700',
    cell: (row) => `${humanize(row.resource)}${row.resourceId ? ` #${row.resourceId}` : ''}`,
  },
  {
    header: 'Details',
    className: 'max-w-xs truncate text-slate-600',
    cell: (row) => {
      const details = describe(row.details);
      return details ? <span title={details}>{details}</span> : null;
    },
  },
  {
    header: 'Time',
    className: 'whitespace-nowrap text-slate-700',
    cell: (row) => <RelativeTime value={row.createdAt} />,
  },
];

/** The activity log: everyone's, or one user's (action, resource, details, time; docs/product/back-office.md). */
export function ActivityTable({ userId }: { userId?: number }) {
  const [page, setPage] = useState(1);
  const activity = useActivity(page, userId);
  // One user's activity failing reads "Error fetching user activity" / "Failed to fetch user activity: {status}" (docs/product/back-office.md).
  const status = parseApiError(activity.error)?.status ?? 'network error';
  useFetchErrorToast(
    activity.isError,
    userId ? `Failed to fetch user activity: ${status}` : 'Failed to fetch activity',
    userId ? 'Error fetching user activity' : 'Error',
  );
  return (
    <div>
      <DataTable
        label="Activity"
        columns={userId ? columns.slice(1) : columns}
        rows={activity.data?.items}
        rowKey={(row) => row.id}
        empty="No activity found"
        loading={activity.isFetching}
        tableClassName="min-w-[640px]"
        headingLevel={userId ? 3 : 2}
      />
      <ListPagination answer={activity.data} page={page} onPage={setPage} />
    </div>
  );
}
