import { timelineStatuses } from '../../../../../../contracts/enums';
import { type TimelineItem, timelineItemRequest } from '../../../../../../contracts/partnership';
import { EnumOptions } from '../../../../../components/forms/enum-options';
import { DateField, SelectField, TextareaField, TextField } from '../../../../../components/forms/record-fields';
import { recordTexts } from '../../../../../components/forms/record-texts';
import { timelineItems } from '../../api/timeline-items';
import { JourneyRecordDialog } from '../journey-record-dialog';
import type { RecordDialogState } from '../record-dialog-state';

/** "Add Timeline Item" (docs/product/property-managers-and-journey.md: it works) and its edit: a step of the installation with its dates. */
export function TimelineItemDialog(props: { locationId: number; dialog: RecordDialogState<TimelineItem> }) {
  const item = props.dialog.record;
  return (
    <JourneyRecordDialog
      noun="Timeline Item"
      locationId={props.locationId}
      dialog={props.dialog}
      records={timelineItems}
      idPrefix="timeline"
      schema={timelineItemRequest}
      defaultValues={{
        ...recordTexts(item, ['title', 'description', 'estimatedDate', 'actualDate', 'notes']),
        status: item?.status ?? 'pending',
      }}
    >
      {(common) => (
        <>
          <TextField {...common} name="title" label="Title" required maxLength={200} />
          <TextareaField {...common} name="description" label="Description" rows={3} maxLength={5000} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField {...common} name="status" label="Status" required>
              <EnumOptions values={timelineStatuses} />
            </SelectField>
            <DateField {...common} name="estimatedDate" label="Estimated Date" />
            <DateField {...common} name="actualDate" label="Actual Date" />
          </div>
          <TextareaField {...common} name="notes" label="Notes" rows={3} maxLength={5000} />
        </>
      )}
    </JourneyRecordDialog>
  );
}
