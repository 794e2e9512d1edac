import { timelineStatuses } from '../../../../../../contracts/enums';
import { type TimelineItem, timelineItemRequest } from '../../../../../../contracts/partnership';
import { FormControl } from '../../../../../components/forms/form-control';
import { RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { Input, Select, Textarea } from '../../../../../components/ui/form-controls';
import { useCreateTimelineItem, useUpdateTimelineItem } from '../../api/timeline-items';
import { EnumOptions } from '../enum-options';

/** "Add Timeline Item" (docs/product/property-managers-and-journey.md: it works) and its edit: a step of the installation with its dates. */
export function TimelineItemDialog({
  locationId,
  item,
  open,
  onClose,
}: {
  locationId: number;
  item: TimelineItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateTimelineItem();
  const update = useUpdateTimelineItem();
  return (
    <RecordFormDialog
      open={open}
      recordKey={item?.id}
      onClose={onClose}
      schema={timelineItemRequest}
      defaultValues={{
        title: item?.title ?? '',
        description: item?.description ?? '',
        status: item?.status ?? 'pending',
        estimatedDate: item?.estimatedDate ?? '',
        actualDate: item?.actualDate ?? '',
        notes: item?.notes ?? '',
      }}
      title={item ? 'Edit Timeline Item' : 'Add Timeline Item'}
      submitLabel={item ? 'Save Changes' : 'Add Timeline Item'}
      saved={item ? 'Timeline item updated successfully' : 'Timeline item created successfully'}
      failed={item ? 'Failed to update timeline item' : 'Failed to create timeline item'}
      save={(values) =>
        item
          ? update.mutateAsync({ ...values, id: item.id, locationId })
          : create.mutateAsync({ ...values, locationId })
      }
      className="max-w-2xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'timeline' } as const;
        return (
          <>
            <FormControl {...common} name="title" label="Title" required>
              {(control) => <Input maxLength={200} {...control} />}
            </FormControl>
            <FormControl {...common} name="description" label="Description">
              {(control) => <Textarea rows={3} maxLength={5000} {...control} />}
            </FormControl>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormControl {...common} name="status" label="Status" required>
                {(control) => (
                  <Select {...control}>
                    <EnumOptions values={timelineStatuses} />
                  </Select>
                )}
              </FormControl>
              <FormControl {...common} name="estimatedDate" label="Estimated Date">
                {(control) => <Input type="date" {...control} />}
              </FormControl>
              <FormControl {...common} name="actualDate" label="Actual Date">
                {(control) => <Input type="date" {...control} />}
              </FormControl>
            </div>
            <FormControl {...common} name="notes" label="Notes">
              {(control) => <Textarea rows={3} maxLength={5000} {...control} />}
            </FormControl>
          </>
        );
      }}
    </RecordFormDialog>
  );
}
