import { useState } from 'react';
import { parseApiError } from '../../../lib/api';
import { formatDateTime, humanize } from '../../../lib/format';
import { Pagination } from '../../dashboard/components/pagination';
import { useFetchErrorToast } from '../../dashboard/components/use-fetch-error-toast';
import { useActivity } from '../api/users';

const describe = (details: unknown) => {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
};

/** The activity log: everyone's, or one user's (action, resource, details, time; §2). */
export function ActivityTable({ userId }: { userId?: number }) {
  const [page, setPage] = useState(1);
  const activity = useActivity(page, userId);
  // §8: one user's activity failing reads "Error fetching user activity" / "Failed to fetch user activity: {status}".
  const status = parseApiError(activity.error)?.status ?? 'network error';
  useFetchErrorToast(
    activity.isError,
    userId ? `Failed to fetch user activity: ${status}` : 'Failed to fetch activity',
    userId ? 'Error fetching user activity' : 'Error',
  );
  if (activity.data && activity.data.total === 0)
    return <p className="px-4 py-10 text-center text-slate-600">No activity found</p>;
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {userId ? null : (
                <th scope="col" className="px-4 py-3">
                  User
                </th>
              )}
              <th scope="col" className="px-4 py-3">
                Action
              </th>
              <th scope="col" className="px-4 py-3">
                Resource
              </th>
              <th scope="col" className="px-4 py-3">
                Details
              </th>
              <th scope="col" className="px-4 py-3">
                Time
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {activity.data?.items.map((row) => (
              <tr key={row.id}>
                {userId ? null : (
                  <td className="px-4 py-3 text-slate-700">{row.userName ?? row.userEmail ?? 'System'}</td>
                )}
                <td className="px-4 py-3 font-medium text-navy-900">{humanize(row.action)}</td>
                <td className="px-4 py-3 text-slate-700">
                  {humanize(row.resource)}
                  {row.resourceId ? ` #${row.resourceId}` : ''}
                </td>
                <td className="max-w-xs truncate px-4 py-3 text-slate-600" title={describe(row.details)}>
                  {describe(row.details)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {activity.data ? (
        <Pagination page={page} pageSize={activity.data.pageSize} total={activity.data.total} onPage={setPage} />
      ) : null}
    </div>
  );
}
