import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { timelineStatuses } from '../../../../../../contracts/enums';
import { type TimelineItem, timelineItemRequest } from '../../../../../../contracts/partnership';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Input, Select, Textarea } from '../../../../../components/ui/form-controls';
import { useCreateTimelineItem, useUpdateTimelineItem } from '../../api/timeline-items';
import { EnumOptions } from '../enum-options';
import { FormActions } from '../form-actions';
import { FormControl } from '../form-control';
import { withToasts } from '../notify';

type FormInput = z.input<typeof timelineItemRequest>;
type FormOutput = z.output<typeof timelineItemRequest>;

/** "Add Timeline Item" (docs/product/property-managers-and-journey.md: it works) and its edit: a step of the installation with its dates. */
export function TimelineItemDialog(props: {
  locationId: number;
  item: TimelineItem | null;
  open: boolean;
  onClose: () => void;
}) {
  if (!props.open) return null;
  return <TimelineItemForm key={props.item?.id ?? 'new'} {...props} />;
}

function TimelineItemForm({
  locationId,
  item,
  onClose,
}: {
  locationId: number;
  item: TimelineItem | null;
  onClose: () => void;
}) {
  const create = useCreateTimelineItem();
  const update = useUpdateTimelineItem();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(timelineItemRequest),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      status: item?.status ?? 'pending',
      estimatedDate: item?.estimatedDate ?? '',
      actualDate: item?.actualDate ?? '',
      notes: item?.notes ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = item
      ? await withToasts(
          () => update.mutateAsync({ ...values, id: item.id, locationId }),
          'Timeline item updated successfully',
          'Failed to update timeline item',
        )
      : await withToasts(
          () => create.mutateAsync({ ...values, locationId }),
          'Timeline item created successfully',
          'Failed to create timeline item',
        );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'timeline' } as const;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={item ? 'Edit Timeline Item' : 'Add Timeline Item'} className="max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
          <FormActions
            submitLabel={item ? 'Save Changes' : 'Add Timeline Item'}
            busy={form.formState.isSubmitting}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
