import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { milestoneStatuses, milestoneTypes } from '../../../../../../contracts/enums';
import { type MilestoneItem, milestoneRequest } from '../../../../../../contracts/partnership';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Input, Select, Textarea } from '../../../../../components/ui/form-controls';
import { useCreateMilestone, useUpdateMilestone } from '../../api/milestones';
import { EnumOptions } from '../enum-options';
import { FormActions } from '../form-actions';
import { FormControl } from '../form-control';
import { withToasts } from '../notify';

type FormInput = z.input<typeof milestoneRequest>;
type FormOutput = z.output<typeof milestoneRequest>;

/** "Add Milestone" and its edit (docs/product/property-managers-and-journey.md: type, title and status required; status pending by default). */
export function MilestoneFormDialog(props: {
  locationId: number;
  milestone: MilestoneItem | null;
  open: boolean;
  onClose: () => void;
}) {
  if (!props.open) return null;
  return <MilestoneForm key={props.milestone?.id ?? 'new'} {...props} />;
}

function MilestoneForm({
  locationId,
  milestone,
  onClose,
}: {
  locationId: number;
  milestone: MilestoneItem | null;
  onClose: () => void;
}) {
  const create = useCreateMilestone();
  const update = useUpdateMilestone();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(milestoneRequest),
    // A new milestone's type is chosen on purpose (no default), its status starts pending (docs/product/property-managers-and-journey.md).
    defaultValues: {
      milestoneType: milestone?.milestoneType,
      title: milestone?.title ?? '',
      description: milestone?.description ?? '',
      targetDate: milestone?.targetDate ?? '',
      completedDate: milestone?.completedDate ?? '',
      status: milestone?.status ?? 'pending',
      assignedTo: milestone?.assignedTo ?? '',
      notes: milestone?.notes ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = milestone
      ? await withToasts(
          () => update.mutateAsync({ ...values, id: milestone.id, locationId }),
          'Milestone updated successfully',
          'Failed to update milestone',
        )
      : await withToasts(
          () => create.mutateAsync({ ...values, locationId }),
          'Milestone created successfully',
          'Failed to create milestone',
        );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'milestone' } as const;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={milestone ? 'Edit Milestone' : 'Add Milestone'} className="max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormControl {...common} name="milestoneType" label="Type" required>
              {(control) => (
                <Select {...control}>
                  <option value="">Choose a type…</option>
                  <EnumOptions values={milestoneTypes} />
                </Select>
              )}
            </FormControl>
            <FormControl {...common} name="status" label="Status" required>
              {(control) => (
                <Select {...control}>
                  <EnumOptions values={milestoneStatuses} />
                </Select>
              )}
            </FormControl>
          </div>
          <FormControl {...common} name="title" label="Title" required>
            {(control) => <Input maxLength={200} {...control} />}
          </FormControl>
          <FormControl {...common} name="description" label="Description">
            {(control) => <Textarea rows={3} maxLength={5000} {...control} />}
          </FormControl>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormControl {...common} name="targetDate" label="Target Date">
              {(control) => <Input type="date" {...control} />}
            </FormControl>
            <FormControl
              {...common}
              name="completedDate"
              label="Completed Date"
              hint="Left empty, completing the milestone records today."
            >
              {(control) => <Input type="date" {...control} />}
            </FormControl>
          </div>
          <FormControl {...common} name="assignedTo" label="Assigned To">
            {(control) => <Input maxLength={120} autoComplete="off" {...control} />}
          </FormControl>
          <FormControl {...common} name="notes" label="Notes">
            {(control) => <Textarea rows={3} maxLength={5000} {...control} />}
          </FormControl>
          <FormActions
            submitLabel={milestone ? 'Save Changes' : 'Add Milestone'}
            busy={form.formState.isSubmitting}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
