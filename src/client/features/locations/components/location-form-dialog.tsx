import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import { createLocationRequest, type LocationItem } from '../../../../contracts/property-managers';
import { installationLabel, stageLabel } from '../../../components/labels/location-labels';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Select } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { useCreateLocation, useUpdateLocation } from '../api/locations';

type FormInput = z.input<typeof createLocationRequest>;
type FormOutput = z.output<typeof createLocationRequest>;

// On edit the code is locked and there is no password; the other fields stay required (docs/product/property-managers-and-journey.md).
const editRequest = createLocationRequest.extend({
  locationCode: z.string().optional(),
  password: z.string().optional(),
});

/** "Create Property Manager Account" and "Edit" (docs/product/property-managers-and-journey.md). */
export function LocationFormDialog(props: { location: LocationItem | null; open: boolean; onClose: () => void }) {
  if (!props.open) return null;
  return <LocationForm key={props.location?.id ?? 'new'} location={props.location} onClose={props.onClose} />;
}

function LocationForm({ location, onClose }: { location: LocationItem | null; onClose: () => void }) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(location ? editRequest : createLocationRequest) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      locationName: location?.locationName ?? '',
      locationCode: location?.locationCode ?? '',
      address: location?.address ?? '',
      propertyManager: location?.propertyManager ?? '',
      contactEmail: location?.contactEmail ?? '',
      contactPhone: location?.contactPhone ?? '',
      password: location ? undefined : '',
      installationStatus: location?.installationStatus ?? 'agreement_signed',
      partnershipStage: location?.partnershipStage ?? 'exploring',
      estimatedInstallationDate: location?.estimatedInstallationDate ?? '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ locationCode, password, ...fields }) => {
    try {
      if (location) {
        await update.mutateAsync({ ...fields, id: location.id });
        toast({ title: 'Property manager account updated successfully' });
      } else {
        await create.mutateAsync({ ...fields, locationCode, password });
        toast({ title: 'Property manager account created successfully' });
      }
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to ${location ? 'update' : 'create'} property manager account: ${serverMessage(error)}`,
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
        title={location ? 'Edit Property Manager Account' : 'Create Property Manager Account'}
        description={
          location
            ? `${location.locationName} (${location.locationCode})`
            : 'The property manager signs in to the portal with the location code and this password; a welcome e-mail carries both.'
        }
        className="max-w-2xl"
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="location-name" label="Location Name" required error={errors.locationName?.message}>
              <Input maxLength={200} {...field('locationName', 'location-name')} />
            </Field>
            <Field
              id="location-code"
              label="Location Code"
              required={!location}
              error={errors.locationCode?.message}
              hint={location ? 'The location code cannot be changed.' : 'Letters, digits and dashes, e.g. LUX101'}
            >
              <Input
                maxLength={20}
                autoComplete="off"
                className="uppercase read-only:cursor-not-allowed read-only:bg-slate-100 read-only:text-slate-600"
                readOnly={Boolean(location)}
                aria-readonly={location ? true : undefined}
                {...field('locationCode', 'location-code', 'hint')}
              />
            </Field>
          </div>
          <Field id="location-address" label="Address" required error={errors.address?.message}>
            <Input maxLength={500} {...field('address', 'location-address')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="location-manager" label="Property Manager" required error={errors.propertyManager?.message}>
              <Input maxLength={120} autoComplete="off" {...field('propertyManager', 'location-manager')} />
            </Field>
            <Field id="location-email" label="Contact Email" required error={errors.contactEmail?.message}>
              <Input type="email" autoComplete="off" {...field('contactEmail', 'location-email')} />
            </Field>
            <Field id="location-phone" label="Contact Phone" required error={errors.contactPhone?.message}>
              <Input type="tel" autoComplete="off" {...field('contactPhone', 'location-phone')} />
            </Field>
            {location ? null : (
              <Field
                id="location-password"
                label="Password"
                required
                error={errors.password?.message}
                hint="At least 8 characters; changed at the first sign-in."
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...field('password', 'location-password', 'hint')}
                />
              </Field>
            )}
            <Field
              id="location-installation"
              label="Installation Status"
              required
              error={errors.installationStatus?.message}
            >
              <Select {...field('installationStatus', 'location-installation')}>
                {installationStatuses.map((value) => (
                  <option key={value} value={value}>
                    {installationLabel(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="location-stage" label="Partnership Stage" required error={errors.partnershipStage?.message}>
              <Select {...field('partnershipStage', 'location-stage')}>
                {partnershipStages.map((value) => (
                  <option key={value} value={value}>
                    {stageLabel(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id="location-estimated-installation"
              label="Estimated Installation"
              error={errors.estimatedInstallationDate?.message}
              hint="Shown to the manager in the portal."
            >
              <Input type="date" {...field('estimatedInstallationDate', 'location-estimated-installation', 'hint')} />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {location ? 'Save Changes' : 'Create Account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
