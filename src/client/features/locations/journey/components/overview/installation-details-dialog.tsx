import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { installationDateFields, installationDetailsRequest } from '../../../../../../contracts/installation';
import type { LocationItem } from '../../../../../../contracts/property-managers';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../../components/ui/form-controls';
import { useUpdateInstallation } from '../../api/location';
import { FormActions } from '../form-actions';
import { FormControl } from '../form-control';
import { withToasts } from '../notify';

type FormInput = z.input<typeof installationDetailsRequest>;
type FormOutput = z.output<typeof installationDetailsRequest>;

/** "Edit installation details": the machine, the dates as they happen, and notes only staff read. */
export function InstallationDetailsDialog(props: { location: LocationItem; open: boolean; onClose: () => void }) {
  if (!props.open) return null;
  return <InstallationDetailsForm location={props.location} onClose={props.onClose} />;
}

function InstallationDetailsForm({ location, onClose }: { location: LocationItem; onClose: () => void }) {
  const update = useUpdateInstallation();
  const { installation } = location;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(installationDetailsRequest),
    defaultValues: {
      machineModel: installation.machineModel ?? '',
      machineSerialNumber: installation.machineSerialNumber ?? '',
      ...Object.fromEntries(installationDateFields.map(([name]) => [name, installation[name] ?? ''])),
      notes: installation.notes ?? '',
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await withToasts(
      // Every field is sent (null when blank): a cleared one is cleared on the server too.
      () => update.mutateAsync({ ...values, id: location.id }),
      'Installation details saved',
      'Failed to save installation details',
    );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'installation' } as const;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Edit Installation Details"
        description={`${location.locationName} (${location.locationCode}). The manager sees the machine and the dates in the portal; the notes stay here.`}
        className="max-w-2xl"
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormControl {...common} name="machineModel" label="Machine Model">
              {(control) => <Input maxLength={100} autoComplete="off" {...control} />}
            </FormControl>
            <FormControl {...common} name="machineSerialNumber" label="Serial Number">
              {(control) => <Input maxLength={100} autoComplete="off" {...control} />}
            </FormControl>
            {installationDateFields.map(([name, label]) => (
              <FormControl key={name} {...common} name={name} label={label}>
                {(control) => <Input type="date" {...control} />}
              </FormControl>
            ))}
          </div>
          <FormControl {...common} name="notes" label="Notes" hint="For staff only: access, contacts, site details.">
            {(control) => <Textarea rows={3} maxLength={5000} {...control} />}
          </FormControl>
          <FormActions submitLabel="Save Details" busy={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
