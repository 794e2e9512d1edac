import { milestoneStatuses, milestoneTypes } from '../../../../../../contracts/enums';
import { type MilestoneItem, milestoneRequest } from '../../../../../../contracts/partnership';
import { FormControl } from '../../../../../components/forms/form-control';
import { RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { Input, Select, Textarea } from '../../../../../components/ui/form-controls';
import { useCreateMilestone, useUpdateMilestone } from '../../api/milestones';
import { EnumOptions } from '../enum-options';

/** "Add Milestone" and its edit (docs/product/property-managers-and-journey.md: type, title and status required; status pending by default). */
export function MilestoneFormDialog({
  locationId,
  milestone,
  open,
  onClose,
}: {
  locationId: number;
  milestone: MilestoneItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateMilestone();
  const update = useUpdateMilestone();
  return (
    <RecordFormDialog
      open={open}
      recordKey={milestone?.id}
      onClose={onClose}
      schema={milestoneRequest}
      // A new milestone's type is chosen on purpose (no default), its status starts pending (docs/product/property-managers-and-journey.md).
      defaultValues={{
        milestoneType: milestone?.milestoneType,
        title: milestone?.title ?? '',
        description: milestone?.description ?? '',
        targetDate: milestone?.targetDate ?? '',
        completedDate: milestone?.completedDate ?? '',
        status: milestone?.status ?? 'pending',
        assignedTo: milestone?.assignedTo ?? '',
        notes: milestone?.notes ?? '',
      }}
      title={milestone ? 'Edit Milestone' : 'Add Milestone'}
      submitLabel={milestone ? 'Save Changes' : 'Add Milestone'}
      saved={milestone ? 'Milestone updated successfully' : 'Milestone created successfully'}
      failed={milestone ? 'Failed to update milestone' : 'Failed to create milestone'}
      save={(values) =>
        milestone
          ? update.mutateAsync({ ...values, id: milestone.id, locationId })
          : create.mutateAsync({ ...values, locationId })
      }
      className="max-w-2xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'milestone' } as const;
        return (
          <>
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
          </>
        );
      }}
    </RecordFormDialog>
  );
}
