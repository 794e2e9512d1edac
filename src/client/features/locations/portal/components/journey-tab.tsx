import { EmptyState, QueryState } from '../../../../components/portal/query-state';
import { Card } from '../../../../components/ui/card';
import { useMilestones } from '../api/milestones';
import { MilestoneTimeline } from './milestone-timeline';

/** Journey (docs/product/portal.md): every milestone of the partnership as a timeline. */
export function JourneyTab() {
  const milestones = useMilestones();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Your partnership journey</h2>
      <p className="mt-1 text-sm text-slate-600">
        Each step from planning to launch, as your partnership team schedules and completes it.
      </p>
      <div className="mt-6">
        <QueryState query={milestones} loading="Loading your journey" failed="Failed to load your milestones.">
          {(items) =>
            items.length === 0 ? (
              <EmptyState>No milestones yet. Your partnership team adds them as your journey takes shape.</EmptyState>
            ) : (
              <MilestoneTimeline milestones={items} detailed />
            )
          }
        </QueryState>
      </div>
    </Card>
  );
}
