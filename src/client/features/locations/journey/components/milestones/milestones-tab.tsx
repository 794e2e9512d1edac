import { Plus } from 'lucide-react';
import type { MilestoneItem } from '../../../../../../contracts/partnership';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Badge } from '../../../../../components/ui/badge';
import { actionsColumn, type DataTableColumn } from '../../../../../components/ui/data-table';
import { RowAction } from '../../../../../components/ui/row-action';
import { formatCalendarDate } from '../../../../../lib/format';
import { useMilestones } from '../../api/milestones';
import { statusLabel } from '../labels';
import { useRecordDialog } from '../record-dialog-state';
import { RecordTableSection } from '../record-section';
import { MilestoneFormDialog } from './milestone-form-dialog';
import { MilestoneStatusSelect } from './milestone-status-select';

/** Timeline Management's Milestones tab: the journey's milestones by target date, added, edited, moved on. */
export function MilestonesTab({ locationId }: { locationId: number }) {
  const list = useMilestones(locationId);
  useFetchErrorToast(list.isError, 'Failed to fetch milestones');
  const dialog = useRecordDialog<MilestoneItem>();
  const done = list.data?.filter((milestone) => milestone.status === 'completed').length ?? 0;

  const columns: Array<DataTableColumn<MilestoneItem>> = [
    {
      header: 'Milestone',
      phone: 'primary',
      className: 'max-w-md',
      cell: (milestone) => (
        <div className="space-y-1">
          <div className="font-semibold text-navy-900 wrap-anywhere">{milestone.title}</div>
          <Badge>{statusLabel(milestone.milestoneType)}</Badge>
          {milestone.description ? (
            <p className="whitespace-pre-line text-sm font-normal text-slate-600 wrap-anywhere">
              {milestone.description}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Target Date',
      className: 'whitespace-nowrap',
      cell: (milestone) => formatCalendarDate(milestone.targetDate, 'Not set'),
    },
    {
      header: 'Completed',
      className: 'whitespace-nowrap',
      // Nothing to say before it is done (a phone card leaves the line out).
      cell: (milestone) => (milestone.completedDate ? formatCalendarDate(milestone.completedDate) : null),
    },
    { header: 'Assigned To', hideBelow: '3xl', cell: (milestone) => milestone.assignedTo ?? 'Unassigned' },
    {
      header: 'Notes',
      className: 'max-w-xs text-slate-700',
      hideBelow: '4xl',
      cell: (milestone) =>
        milestone.notes ? <span className="whitespace-pre-line wrap-anywhere">{milestone.notes}</span> : null,
    },
    { header: 'Status', cell: (milestone) => <MilestoneStatusSelect milestone={milestone} /> },
    actionsColumn((milestone) => (
      <RowAction label="Edit" name={`Edit ${milestone.title}`} onClick={() => dialog.edit(milestone)} />
    )),
  ];

  return (
    <RecordTableSection
      title="Milestones"
      description={list.data ? `${done} of ${list.data.length} completed` : undefined}
      add={{ label: 'Add Milestone', Icon: Plus, onClick: dialog.add }}
      columns={columns}
      list={list}
      empty="No milestones yet. Add the first step of this partnership."
      rowTestId="milestone-row"
    >
      <MilestoneFormDialog locationId={locationId} dialog={dialog} />
    </RecordTableSection>
  );
}
