import { CircleCheck, CircleDashed, LoaderCircle } from 'lucide-react';
import type { MilestoneItem } from '../../../../../contracts/partnership';
import { portalLabel } from '../../../../components/portal/portal-labels';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { formatCalendarDate } from '../../../../lib/format';
import { milestoneDisplay, milestoneDisplayLabel, milestoneDisplayTone } from './milestone-state';

const icons = { completed: CircleCheck, in_progress: LoaderCircle, not_started: CircleDashed };
const dot = {
  completed: 'bg-emerald-600 text-white',
  in_progress: 'bg-blue-600 text-white',
  not_started: 'bg-white text-slate-500 ring-2 ring-slate-300',
};

/** The journey as a vertical timeline: each milestone with its display state (docs/product/portal.md) and its dates ('Not set'). */
export function MilestoneTimeline({
  milestones,
  detailed = false,
}: {
  milestones: MilestoneItem[];
  detailed?: boolean;
}) {
  return (
    <ol className="relative space-y-5">
      {milestones.map((milestone, index) => {
        const state = milestoneDisplay(milestone.status);
        const Icon = icons[state];
        const last = index === milestones.length - 1;
        return (
          <li key={milestone.id} className="relative flex gap-4" data-testid="milestone">
            {last ? null : (
              <span aria-hidden="true" className="absolute left-[17px] top-10 -bottom-5 w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full',
                dot[state],
              )}
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0 flex-1 pb-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-navy-900 wrap-break-word">{milestone.title}</h3>
                <Badge tone={milestoneDisplayTone[state]}>{milestoneDisplayLabel[state]}</Badge>
              </div>
              <p className="mt-0.5 text-xs font-medium uppercase tracking-wide text-slate-500">
                {portalLabel(milestone.milestoneType)}
              </p>
              {detailed && milestone.description ? (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700 wrap-break-word">
                  {milestone.description}
                </p>
              ) : null}
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
                <div className="flex gap-1">
                  <dt>Target:</dt>
                  <dd className="font-medium text-slate-800">{formatCalendarDate(milestone.targetDate, 'Not set')}</dd>
                </div>
                {detailed || milestone.completedDate ? (
                  <div className="flex gap-1">
                    <dt>Completed:</dt>
                    <dd className="font-medium text-slate-800">
                      {formatCalendarDate(milestone.completedDate, 'Not set')}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
