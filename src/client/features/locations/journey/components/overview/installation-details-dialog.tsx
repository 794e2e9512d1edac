import { installationDateFields, installationDetailsRequest } from '../../../../../../contracts/installation';
import type { LocationItem } from '../../../../../../contracts/property-managers';
import { DateField, TextareaField, TextField } from '../../../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { recordTexts } from '../../../../../components/forms/record-texts';
import { useUpdateInstallation } from '../../api/location';

/** "Edit installation details": the machine, the dates as they happen, and notes only staff read. */
export function InstallationDetailsDialog({ location, ...shown }: { location: LocationItem } & DialogShown) {
  const update = useUpdateInstallation();
  const { installation } = location;
  return (
    <RecordFormDialog
      {...shown}
      idPrefix="installation"
      schema={installationDetailsRequest}
      defaultValues={recordTexts(installation, [
        'machineModel',
        'machineSerialNumber',
        ...installationDateFields.map(([name]) => name),
        'notes',
      ])}
      title="Edit Installation Details"
      description={`${location.locationName} (${location.locationCode}). The manager sees the machine and the dates in the portal; the notes stay here.`}
      submitLabel="Save Details"
      saved="Installation details saved"
      failed="Failed to save installation details"
      // Every field is sent (null when blank): a cleared one is cleared on the server too.
      save={(values) => update.mutateAsync({ ...values, id: location.id })}
      className="max-w-2xl"
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...common} name="machineModel" label="Machine Model" maxLength={100} autoComplete="off" />
            <TextField
              {...common}
              name="machineSerialNumber"
              label="Serial Number"
              maxLength={100}
              autoComplete="off"
            />
            {installationDateFields.map(([name, label]) => (
              <DateField key={name} {...common} name={name} label={label} />
            ))}
          </div>
          <TextareaField
            {...common}
            name="notes"
            label="Notes"
            hint="For staff only: access, contacts, site details."
            rows={3}
            maxLength={5000}
          />
        </>
      )}
    </RecordFormDialog>
  );
}
