import { milestoneStatuses } from '../../../../../../contracts/enums';
import type { MilestoneItem } from '../../../../../../contracts/partnership';
import { StatusSelect } from '../../../../../components/forms/status-select';
import { withToasts } from '../../../../../components/forms/with-toasts';
import { cn } from '../../../../../lib/cn';
import { useUpdateMilestone } from '../../api/milestones';
import { journeyTone } from '../labels';

const toneClasses = {
  amber: 'border-amber-300 bg-amber-50 text-amber-900',
  blue: 'border-blue-300 bg-blue-50 text-blue-900',
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  red: 'border-red-300 bg-red-50 text-red-900',
  slate: 'border-slate-300 bg-white text-slate-900',
  navy: 'border-navy-900 bg-white text-navy-900',
} as const;

/**
 * The quick status change of a milestone, coloured like its badge. Moving a milestone out of Completed clears its
 * completed date (a milestone that is not done has no completion day); completing it lets the server record today.
 */
export function MilestoneStatusSelect({ milestone }: { milestone: MilestoneItem }) {
  const update = useUpdateMilestone();
  const move = (status: MilestoneItem['status']) =>
    withToasts(
      () =>
        update.mutateAsync({
          ...milestone,
          description: milestone.description ?? undefined,
          assignedTo: milestone.assignedTo ?? undefined,
          notes: milestone.notes ?? undefined,
          status,
          completedDate: status === 'completed' ? milestone.completedDate : null,
        }),
      'Milestone updated successfully',
      'Failed to update milestone',
    );
  return (
    <StatusSelect
      id={`milestone-${milestone.id}-status`}
      label={`Status of ${milestone.title}`}
      statuses={milestoneStatuses}
      value={milestone.status}
      busy={update.isPending}
      onMove={(status) => void move(status)}
      wrapperClassName="min-w-36"
      className={cn(
        'select-chevron block min-h-11 w-full appearance-none rounded-xl border bg-[length:1rem] px-3 pr-9 text-sm font-medium sm:min-h-9',
        toneClasses[journeyTone(milestone.status)],
      )}
    />
  );
}
