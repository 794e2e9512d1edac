import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AssistantWeek } from '../../../../contracts/assistant-report';
import { cn } from '../../../lib/cn';
import { hrefOfWeek, percent, weekDays, weekStart } from './week-label';

/** The rate as a bar beside its figure: the trend reads at a glance, with no chart library. */
function RateBar({ rate }: { rate: number | null }) {
  return (
    <div className="flex items-center gap-2">
      <div className="h-2 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200 sm:w-28" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${rate ?? 0}%` }} />
      </div>
      <span className="w-10 text-right tabular-nums">{percent(rate)}</span>
    </div>
  );
}

// Columns past the first three show once the card is 56rem wide (a container query, decision 063): a phone or a
// narrow window keeps the week, its questions and the rate, and the table never runs past its card.
const wideOnly = 'hidden @4xl:table-cell';

/** The figures between the questions and the rate, each its header and its cell. */
const wideColumns: ReadonlyArray<[header: string, cell: (week: AssistantWeek) => ReactNode]> = [
  ['Conversations', (week) => week.conversations],
  ['Answered', (week) => week.answeredFromEntry + week.answeredFromPassage],
  ['Unanswered', (week) => week.unanswered],
  ['To a person', (week) => week.handedToPerson],
  [
    'Votes',
    (week) => (
      <>
        {week.helpful} / {week.notHelpful}
      </>
    ),
  ],
];

/** The chosen week and the 11 before it, newest first, the chosen one marked; a week's date opens it. */
export function ReportTrend(props: { weeks: readonly AssistantWeek[]; chosen: string; currentWeek: string }) {
  const { weeks, chosen, currentWeek } = props;
  const rows = [...weeks].reverse();
  return (
    <div className="@container overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-soft">
      <table className="w-full text-left text-sm" aria-label="The last 12 weeks">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Week of
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-4">
              Questions
            </th>
            {wideColumns.map(([header]) => (
              <th key={header} scope="col" className={cn('px-4 py-3 text-right', wideOnly)}>
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 sm:px-4">
              Resolution rate
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {rows.map((week) => (
            <tr
              key={week.week}
              data-testid="trend-week"
              aria-current={week.week === chosen ? 'true' : undefined}
              className={week.week === chosen ? 'bg-brand-50' : undefined}
            >
              <th scope="row" className="px-3 py-1 font-medium text-navy-900 sm:px-4">
                <Link
                  href={hrefOfWeek(week.week, currentWeek)}
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  aria-label={`${weekDays(week)}${week.week === chosen ? ' (shown)' : ''}`}
                >
                  {weekStart(week)}
                </Link>
              </th>
              <td className="px-3 py-1 text-right sm:px-4">{week.questions}</td>
              {wideColumns.map(([header, cell]) => (
                <td key={header} className={cn('px-4 py-1 text-right', wideOnly)}>
                  {cell(week)}
                </td>
              ))}
              <td className="px-3 py-1 sm:px-4">
                <RateBar rate={week.resolutionRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
