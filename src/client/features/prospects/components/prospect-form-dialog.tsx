import { leadSources, priorities } from '../../../../contracts/enums';
import { openProspectStatuses, type ProspectItem, prospectRequest } from '../../../../contracts/prospects';
import { FormControl } from '../../../components/forms/form-control';
import { DateField, SelectField, TextareaField, TextField } from '../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { recordTexts } from '../../../components/forms/record-texts';
import { recordWords } from '../../../components/forms/record-words';
import { Input } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { useSaveProspect } from '../api/prospects';
import { facilityOptions, leadSourceLabels, statusLabels } from './prospect-labels';

/** "Add Prospect" and its edit twin: every field with its length and default (docs/product/prospects.md#prospect-fields). */
export function ProspectFormDialog({ prospect, ...shown }: { prospect: ProspectItem | null } & DialogShown) {
  const save = useSaveProspect();
  // The create form offers the pipeline up to ready_to_activate (docs/product/prospects.md); an edit keeps a converted or lost status.
  const statuses =
    prospect && !(openProspectStatuses as readonly string[]).includes(prospect.status)
      ? [...openProspectStatuses, prospect.status]
      : openProspectStatuses;
  return (
    <RecordFormDialog
      {...shown}
      recordKey={prospect?.id}
      idPrefix="prospect"
      schema={prospectRequest}
      defaultValues={{
        ...recordTexts(prospect, [
          'locationName',
          'address',
          'contactName',
          'contactEmail',
          'contactPhone',
          'companyName',
          'estimatedTimeline',
          'notes',
          'lastContactDate',
          'nextFollowUpDate',
          'assignedTo',
        ]),
        facilityType: prospect?.facilityType ?? 'luxury_condos',
        status: prospect?.status ?? 'new_lead',
        priority: prospect?.priority ?? 'medium',
        leadSource: prospect?.leadSource ?? 'website',
        estimatedRevenue: prospect?.estimatedRevenue === null || !prospect ? '' : String(prospect.estimatedRevenue),
      }}
      {...recordWords('Prospect', prospect !== null)}
      description="A property we are talking to before it has a portal: the place, the person to talk to and where the deal stands."
      save={(values) => save(values, prospect?.id)}
      className="max-w-2xl"
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...common} name="locationName" label="Location Name" required maxLength={200} />
            <SelectField {...common} name="facilityType" label="Facility Type" options={facilityOptions} />
          </div>
          <TextField {...common} name="address" label="Address" maxLength={500} autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...common}
              name="contactName"
              label="Contact Name"
              required
              maxLength={100}
              autoComplete="off"
            />
            <TextField {...common} name="companyName" label="Company Name" maxLength={200} />
            <TextField
              {...common}
              name="contactEmail"
              label="Contact Email"
              type="email"
              maxLength={255}
              autoComplete="off"
            />
            <TextField
              {...common}
              name="contactPhone"
              label="Contact Phone"
              type="tel"
              maxLength={20}
              autoComplete="off"
            />
            <SelectField
              {...common}
              name="status"
              label="Status"
              options={optionsOf(statuses, (value) => statusLabels[value])}
            />
            <SelectField {...common} name="priority" label="Priority" options={optionsOf(priorities)} />
            <SelectField
              {...common}
              name="leadSource"
              label="Lead Source"
              options={optionsOf(leadSources, (value) => leadSourceLabels[value])}
            />
            <FormControl
              {...common}
              name="estimatedRevenue"
              label="Estimated Revenue ($/year)"
              hint="Annual, in whole dollars"
            >
              {(control) => <Input type="number" inputMode="numeric" min={0} step={1} {...control} />}
            </FormControl>
            <TextField
              {...common}
              name="estimatedTimeline"
              label="Estimated Timeline"
              hint="e.g. 4-6 weeks, Q3"
              maxLength={50}
            />
            <TextField {...common} name="assignedTo" label="Assigned To" maxLength={120} />
            <DateField {...common} name="lastContactDate" label="Last Contact Date" />
            <DateField {...common} name="nextFollowUpDate" label="Next Follow-up Date" />
          </div>
          <TextareaField {...common} name="notes" label="Notes" rows={3} maxLength={5000} />
        </>
      )}
    </RecordFormDialog>
  );
}
