import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import { createLocationRequest } from '../../../../contracts/property-managers';
import { type ProspectItem, suggestedLocationCode } from '../../../../contracts/prospects';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Select } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useConvertProspect } from '../api/prospects';
import { temporaryPassword } from './temporary-password';

type FormInput = z.input<typeof createLocationRequest>;
type FormOutput = z.output<typeof createLocationRequest>;

/** Phase 2: Activate Property Manager Portal, with its defaults, all editable (docs/product/prospects.md#conversion). */
export function ConvertDialog({ prospect, onClose }: { prospect: ProspectItem | null; onClose: () => void }) {
  if (!prospect) return null;
  return <ConvertForm key={prospect.id} prospect={prospect} onClose={onClose} />;
}

function ConvertForm({ prospect, onClose }: { prospect: ProspectItem; onClose: () => void }) {
  const convert = useConvertProspect();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createLocationRequest),
    defaultValues: {
      locationName: prospect.locationName,
      address: prospect.address ?? '',
      propertyManager: prospect.contactName,
      contactEmail: prospect.contactEmail ?? '',
      contactPhone: prospect.contactPhone ?? '',
      locationCode: suggestedLocationCode(prospect.facilityType),
      password: temporaryPassword(),
      partnershipStage: 'exploring',
      installationStatus: 'agreement_signed',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await convert.mutateAsync({ ...values, id: prospect.id });
      toast({
        title: 'Phase 2 Activation Complete',
        description: `Property manager portal created for ${answer.propertyManager.locationName}. A welcome e-mail with the login credentials was sent to ${values.contactEmail}.`,
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to convert prospect: ${serverMessage(error)}`,
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof FormInput, id: string, hint?: string) => ({
    id,
    ...describedBy(id, errors[name]?.message, hint),
    ...form.register(name),
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Phase 2: Activate Property Manager Portal"
        description={`Creates the portal account for ${prospect.locationName}, marks the prospect Converted and e-mails the login credentials to the property manager.`}
        className="max-w-2xl"
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="convert-location-name" label="Location Name" required error={errors.locationName?.message}>
              <Input maxLength={200} {...field('locationName', 'convert-location-name')} />
            </Field>
            <Field
              id="convert-code"
              label="Location Code"
              required
              error={errors.locationCode?.message}
              hint="The property manager signs in with it; it cannot be changed later."
            >
              <Input
                maxLength={20}
                autoComplete="off"
                className="uppercase"
                {...field('locationCode', 'convert-code', 'hint')}
              />
            </Field>
          </div>
          <Field id="convert-address" label="Address" required error={errors.address?.message}>
            <Input maxLength={500} {...field('address', 'convert-address')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="convert-manager" label="Property Manager" required error={errors.propertyManager?.message}>
              <Input maxLength={120} autoComplete="off" {...field('propertyManager', 'convert-manager')} />
            </Field>
            <Field id="convert-email" label="Contact Email" required error={errors.contactEmail?.message}>
              <Input type="email" maxLength={255} autoComplete="off" {...field('contactEmail', 'convert-email')} />
            </Field>
            <Field id="convert-phone" label="Contact Phone" required error={errors.contactPhone?.message}>
              <Input type="tel" autoComplete="off" {...field('contactPhone', 'convert-phone')} />
            </Field>
            <Field
              id="convert-password"
              label="Temporary Password"
              required
              error={errors.password?.message}
              hint="Sent in the welcome e-mail; changed at the first sign-in."
            >
              <div className="flex gap-2">
                <Input autoComplete="off" spellCheck={false} {...field('password', 'convert-password', 'hint')} />
                <Button
                  variant="outline"
                  className="shrink-0 px-3"
                  aria-label="Generate another password"
                  onClick={() => form.setValue('password', temporaryPassword(), { shouldValidate: true })}
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </Field>
            <Field id="convert-stage" label="Partnership Stage" required error={errors.partnershipStage?.message}>
              <Select {...field('partnershipStage', 'convert-stage')}>
                {partnershipStages.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id="convert-installation"
              label="Installation Status"
              required
              error={errors.installationStatus?.message}
            >
              <Select {...field('installationStatus', 'convert-installation')}>
                {installationStatuses.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Activate Portal
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
