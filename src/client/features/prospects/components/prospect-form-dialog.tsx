import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { leadSources, priorities, prospectFacilityTypes } from '../../../../contracts/enums';
import { openProspectStatuses, type ProspectItem, prospectRequest } from '../../../../contracts/prospects';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useCreateProspect, useUpdateProspect } from '../api/prospects';
import { facilityLabels, leadSourceLabels, statusLabels } from './prospect-labels';

type FormInput = z.input<typeof prospectRequest>;
type FormOutput = z.output<typeof prospectRequest>;

/** "Add Prospect" and its edit twin: every field with its length and default (docs/product/prospects.md#prospect-fields). */
export function ProspectFormDialog(props: { prospect: ProspectItem | null; open: boolean; onClose: () => void }) {
  if (!props.open) return null;
  return <ProspectForm key={props.prospect?.id ?? 'new'} prospect={props.prospect} onClose={props.onClose} />;
}

function ProspectForm({ prospect, onClose }: { prospect: ProspectItem | null; onClose: () => void }) {
  const create = useCreateProspect();
  const update = useUpdateProspect();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(prospectRequest),
    defaultValues: {
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
    },
  });
  const errors = form.formState.errors;
  // The create form offers the pipeline up to ready_to_activate (docs/product/prospects.md); an edit keeps a converted or lost status.
  const statuses =
    prospect && !(openProspectStatuses as readonly string[]).includes(prospect.status)
      ? [...openProspectStatuses, prospect.status]
      : openProspectStatuses;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (prospect) {
        await update.mutateAsync({ ...values, id: prospect.id });
        toast({ title: 'Prospect updated successfully' });
      } else {
        await create.mutateAsync(values);
        toast({ title: 'Prospect created successfully' });
      }
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to ${prospect ? 'update' : 'create'} prospect: ${serverMessage(error)}`,
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof FormInput, id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={prospect ? 'Edit Prospect' : 'Add Prospect'}
        description="Phase 1 lead tracking: the property, the person to talk to and where the deal stands."
        className="max-w-2xl"
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="prospect-location-name" label="Location Name" required error={errors.locationName?.message}>
              <Input maxLength={200} {...field('locationName', 'prospect-location-name')} />
            </Field>
            <Field id="prospect-facility" label="Facility Type" error={errors.facilityType?.message}>
              <Select {...field('facilityType', 'prospect-facility')}>
                {prospectFacilityTypes.map((value) => (
                  <option key={value} value={value}>
                    {facilityLabels[value]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field id="prospect-address" label="Address" error={errors.address?.message}>
            <Input maxLength={500} autoComplete="off" {...field('address', 'prospect-address')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="prospect-contact-name" label="Contact Name" required error={errors.contactName?.message}>
              <Input maxLength={100} autoComplete="off" {...field('contactName', 'prospect-contact-name')} />
            </Field>
            <Field id="prospect-company" label="Company Name" error={errors.companyName?.message}>
              <Input maxLength={200} {...field('companyName', 'prospect-company')} />
            </Field>
            <Field id="prospect-email" label="Contact Email" error={errors.contactEmail?.message}>
              <Input type="email" maxLength={255} autoComplete="off" {...field('contactEmail', 'prospect-email')} />
            </Field>
            <Field id="prospect-phone" label="Contact Phone" error={errors.contactPhone?.message}>
              <Input type="tel" maxLength={20} autoComplete="off" {...field('contactPhone', 'prospect-phone')} />
            </Field>
            <Field id="prospect-status" label="Status" error={errors.status?.message}>
              <Select {...field('status', 'prospect-status')}>
                {statuses.map((value) => (
                  <option key={value} value={value}>
                    {statusLabels[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="prospect-priority" label="Priority" error={errors.priority?.message}>
              <Select {...field('priority', 'prospect-priority')}>
                {priorities.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="prospect-source" label="Lead Source" error={errors.leadSource?.message}>
              <Select {...field('leadSource', 'prospect-source')}>
                {leadSources.map((value) => (
                  <option key={value} value={value}>
                    {leadSourceLabels[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id="prospect-revenue"
              label="Estimated Revenue ($/year)"
              error={errors.estimatedRevenue?.message}
              hint="Annual, in whole dollars"
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                id="prospect-revenue"
                {...describedBy('prospect-revenue', errors.estimatedRevenue?.message, 'hint')}
                {...form.register('estimatedRevenue')}
              />
            </Field>
            <Field
              id="prospect-timeline"
              label="Estimated Timeline"
              error={errors.estimatedTimeline?.message}
              hint="e.g. 4-6 weeks, Q3"
            >
              <Input
                maxLength={50}
                id="prospect-timeline"
                {...describedBy('prospect-timeline', errors.estimatedTimeline?.message, 'hint')}
                {...form.register('estimatedTimeline')}
              />
            </Field>
            <Field id="prospect-assigned" label="Assigned To" error={errors.assignedTo?.message}>
              <Input maxLength={120} {...field('assignedTo', 'prospect-assigned')} />
            </Field>
            <Field id="prospect-last-contact" label="Last Contact Date" error={errors.lastContactDate?.message}>
              <Input type="date" {...field('lastContactDate', 'prospect-last-contact')} />
            </Field>
            <Field id="prospect-follow-up" label="Next Follow-up Date" error={errors.nextFollowUpDate?.message}>
              <Input type="date" {...field('nextFollowUpDate', 'prospect-follow-up')} />
            </Field>
          </div>
          <Field id="prospect-notes" label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} maxLength={5000} {...field('notes', 'prospect-notes')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {prospect ? 'Save Changes' : 'Add Prospect'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
