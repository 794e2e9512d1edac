import { prospectStatuses } from '../../../../contracts/enums';
import type { ProspectItem } from '../../../../contracts/prospects';
import { type ProspectActions, ProspectCard } from './prospect-card';
import { formatRevenue, statusLabels } from './prospect-labels';

/** Beyond the spec: the pipeline at a glance, one column per status (stacked on phones). */
export function ProspectBoard({ prospects, actions }: { prospects: ProspectItem[]; actions: ProspectActions }) {
  return (
    // relative: the cards' visually hidden labels are positioned, and must scroll with the board, not widen the page.
    <div className="relative md:overflow-x-auto md:pb-3">
      <div className="grid gap-4 md:flex md:items-start">
        {prospectStatuses.map((status) => {
          const column = prospects.filter((prospect) => prospect.status === status);
          const revenue = column.reduce((sum, prospect) => sum + (prospect.estimatedRevenue ?? 0), 0);
          return (
            <section
              key={status}
              aria-label={`${statusLabels[status]} column`}
              data-testid="board-column"
              className="rounded-2xl bg-slate-100 p-3 md:w-72 md:shrink-0"
            >
              <header className="mb-3 flex items-baseline justify-between gap-2 px-1">
                <h2 className="font-semibold text-navy-900">
                  {statusLabels[status]} <span className="text-slate-600">({column.length})</span>
                </h2>
                {revenue > 0 ? <span className="text-xs text-slate-600">{formatRevenue(revenue)}</span> : null}
              </header>
              {column.length === 0 ? (
                <p className="px-1 pb-2 text-sm text-slate-600">No prospects</p>
              ) : (
                <ul className="space-y-3">
                  {column.map((prospect) => (
                    <li key={prospect.id}>
                      <ProspectCard prospect={prospect} actions={actions} compact />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
