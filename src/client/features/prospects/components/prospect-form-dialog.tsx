import { leadSources, priorities } from '../../../../contracts/enums';
import { openProspectStatuses, type ProspectItem, prospectRequest } from '../../../../contracts/prospects';
import { FormControl } from '../../../components/forms/form-control';
import { RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { Input, Select, Textarea } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { useCreateProspect, useUpdateProspect } from '../api/prospects';
import { facilityOptions, leadSourceLabels, statusLabels } from './prospect-labels';

/** "Add Prospect" and its edit twin: every field with its length and default (docs/product/prospects.md#prospect-fields). */
export function ProspectFormDialog({
  prospect,
  open,
  onClose,
}: {
  prospect: ProspectItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateProspect();
  const update = useUpdateProspect();
  // The create form offers the pipeline up to ready_to_activate (docs/product/prospects.md); an edit keeps a converted or lost status.
  const statuses =
    prospect && !(openProspectStatuses as readonly string[]).includes(prospect.status)
      ? [...openProspectStatuses, prospect.status]
      : openProspectStatuses;
  return (
    <RecordFormDialog
      open={open}
      recordKey={prospect?.id}
      onClose={onClose}
      schema={prospectRequest}
      defaultValues={{
        locationName: prospect?.locationName ?? '',
        address: prospect?.address ?? '',
        facilityType: prospect?.facilityType ?? 'luxury_condos',
        contactName: prospect?.contactName ?? '',
        contactEmail: prospect?.contactEmail ?? '',
        contactPhone: prospect?.contactPhone ?? '',
        companyName: prospect?.companyName ?? '',
        status: prospect?.status ?? 'new_lead',
        priority: prospect?.priority ?? 'medium',
        leadSource: prospect?.leadSource ?? 'website',
        estimatedRevenue: prospect?.estimatedRevenue === null || !prospect ? '' : String(prospect.estimatedRevenue),
        estimatedTimeline: prospect?.estimatedTimeline ?? '',
        notes: prospect?.notes ?? '',
        lastContactDate: prospect?.lastContactDate ?? '',
        nextFollowUpDate: prospect?.nextFollowUpDate ?? '',
        assignedTo: prospect?.assignedTo ?? '',
      }}
      title={prospect ? 'Edit Prospect' : 'Add Prospect'}
      description="Phase 1 lead tracking: the property, the person to talk to and where the deal stands."
      submitLabel={prospect ? 'Save Changes' : 'Add Prospect'}
      saved={prospect ? 'Prospect updated successfully' : 'Prospect created successfully'}
      failed={`Failed to ${prospect ? 'update' : 'create'} prospect`}
      save={(values) => (prospect ? update.mutateAsync({ ...values, id: prospect.id }) : create.mutateAsync(values))}
      className="max-w-2xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'prospect' } as const;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="locationName" label="Location Name" required>
                {(control) => <Input maxLength={200} {...control} />}
              </FormControl>
              <FormControl {...common} name="facilityType" label="Facility Type">
                {(control) => <Select {...control} options={facilityOptions} />}
              </FormControl>
            </div>
            <FormControl {...common} name="address" label="Address">
              {(control) => <Input maxLength={500} autoComplete="off" {...control} />}
            </FormControl>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="contactName" label="Contact Name" required>
                {(control) => <Input maxLength={100} autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="companyName" label="Company Name">
                {(control) => <Input maxLength={200} {...control} />}
              </FormControl>
              <FormControl {...common} name="contactEmail" label="Contact Email">
                {(control) => <Input type="email" maxLength={255} autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="contactPhone" label="Contact Phone">
                {(control) => <Input type="tel" maxLength={20} autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="status" label="Status">
                {(control) => <Select {...control} options={optionsOf(statuses, (value) => statusLabels[value])} />}
              </FormControl>
              <FormControl {...common} name="priority" label="Priority">
                {(control) => <Select {...control} options={optionsOf(priorities)} />}
              </FormControl>
              <FormControl {...common} name="leadSource" label="Lead Source">
                {(control) => (
                  <Select {...control} options={optionsOf(leadSources, (value) => leadSourceLabels[value])} />
                )}
              </FormControl>
              <FormControl
                {...common}
                name="estimatedRevenue"
                label="Estimated Revenue ($/year)"
                hint="Annual, in whole dollars"
              >
                {(control) => <Input type="number" inputMode="numeric" min={0} step={1} {...control} />}
              </FormControl>
              <FormControl {...common} name="estimatedTimeline" label="Estimated Timeline" hint="e.g. 4-6 weeks, Q3">
                {(control) => <Input maxLength={50} {...control} />}
              </FormControl>
              <FormControl {...common} name="assignedTo" label="Assigned To">
                {(control) => <Input maxLength={120} {...control} />}
              </FormControl>
              <FormControl {...common} name="lastContactDate" label="Last Contact Date">
                {(control) => <Input type="date" {...control} />}
              </FormControl>
              <FormControl {...common} name="nextFollowUpDate" label="Next Follow-up Date">
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
