import { milestoneStatuses, milestoneTypes } from '../../../../../../contracts/enums';
import { type MilestoneItem, milestoneRequest } from '../../../../../../contracts/partnership';
import { EnumOptions } from '../../../../../components/forms/enum-options';
import { DateField, SelectField, TextareaField, TextField } from '../../../../../components/forms/record-fields';
import { recordTexts } from '../../../../../components/forms/record-texts';
import { milestones } from '../../api/milestones';
import { JourneyRecordDialog } from '../journey-record-dialog';
import type { RecordDialogState } from '../record-dialog-state';

/** "Add Milestone" and its edit (docs/product/property-managers-and-journey.md: type, title and status required; status pending by default). */
export function MilestoneFormDialog(props: { locationId: number; dialog: RecordDialogState<MilestoneItem> }) {
  const milestone = props.dialog.record;
  return (
    <JourneyRecordDialog
      noun="Milestone"
      locationId={props.locationId}
      dialog={props.dialog}
      records={milestones}
      idPrefix="milestone"
      schema={milestoneRequest}
      // A new milestone's type is chosen on purpose (no default), its status starts pending (docs/product/property-managers-and-journey.md).
      defaultValues={{
        ...recordTexts(milestone, ['title', 'description', 'targetDate', 'completedDate', 'assignedTo', 'notes']),
        milestoneType: milestone?.milestoneType,
        status: milestone?.status ?? 'pending',
      }}
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...common} name="milestoneType" label="Type" required>
              <option value="">Choose a type…</option>
              <EnumOptions values={milestoneTypes} />
            </SelectField>
            <SelectField {...common} name="status" label="Status" required>
              <EnumOptions values={milestoneStatuses} />
            </SelectField>
          </div>
          <TextField {...common} name="title" label="Title" required maxLength={200} />
          <TextareaField {...common} name="description" label="Description" rows={3} maxLength={5000} />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField {...common} name="targetDate" label="Target Date" />
            <DateField
              {...common}
              name="completedDate"
              label="Completed Date"
              hint="Left empty, completing the milestone records today."
            />
          </div>
          <TextField {...common} name="assignedTo" label="Assigned To" maxLength={120} autoComplete="off" />
          <TextareaField {...common} name="notes" label="Notes" rows={3} maxLength={5000} />
        </>
      )}
    </JourneyRecordDialog>
  );
}
