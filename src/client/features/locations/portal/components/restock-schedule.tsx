import type { RestockItem } from '../../../../../contracts/partnership';
import { EmptyState, QueryState } from '../../../../components/portal/query-state';
import { Badge } from '../../../../components/ui/badge';
import { formatCalendarDate } from '../../../../lib/format';
import { useRestocks } from '../api/restocks';

/** Today as a calendar day in the manager's own time zone, to compare with `yyyy-MM-dd` restock dates. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function RestockRow({ restock, upcoming }: { restock: RestockItem; upcoming: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-testid="restock">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-navy-900">{formatCalendarDate(restock.restockDate, 'Not set')}</span>
        <Badge tone={upcoming ? 'blue' : 'green'}>{upcoming ? 'Planned' : 'Done'}</Badge>
      </div>
      {restock.products ? (
        <p className="mt-1 whitespace-pre-line text-sm text-slate-700 wrap-break-word">{restock.products}</p>
      ) : null}
      {restock.notes ? (
        <p className="mt-1 whitespace-pre-line text-xs text-slate-600 wrap-break-word">{restock.notes}</p>
      ) : null}
    </li>
  );
}

/** Restock dates of the location (product_restocks): planned ones first, then what was restocked. */
export function RestockSchedule() {
  const restocks = useRestocks();
  return (
    <QueryState query={restocks} loading="Loading restock dates" failed="Failed to load the restock dates.">
      {(items) => {
        if (items.length === 0) return <EmptyState>No restocks scheduled yet.</EmptyState>;
        const day = today();
        // The server lists newest first; planned restocks read best soonest first.
        const planned = items.filter((item) => item.restockDate > day).reverse();
        const done = items.filter((item) => item.restockDate <= day);
        return (
          <ul className="space-y-2">
            {planned.map((restock) => (
              <RestockRow key={restock.id} restock={restock} upcoming />
            ))}
            {done.map((restock) => (
              <RestockRow key={restock.id} restock={restock} upcoming={false} />
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
