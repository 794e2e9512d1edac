import { z } from 'zod';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import { createLocationRequest, type LocationItem } from '../../../../contracts/property-managers';
import { EnumOptions } from '../../../components/forms/enum-options';
import { FormControl } from '../../../components/forms/form-control';
import { DateField, SelectField, TextField } from '../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { recordTexts } from '../../../components/forms/record-texts';
import { creating, recordWords } from '../../../components/forms/record-words';
import { installationLabel, stageLabel } from '../../../components/labels/location-labels';
import { Input } from '../../../components/ui/form-controls';
import { useCreateLocation, useUpdateLocation } from '../api/locations';
import { LocationCodeField, ManagerContactFields } from './location-account-fields';

// On edit the code is locked and there is no password; the other fields stay required (docs/product/property-managers-and-journey.md).
const editRequest = createLocationRequest.extend({
  locationCode: z.string().optional(),
  password: z.string().optional(),
});

/** "Create Property Manager Account" and "Edit" (docs/product/property-managers-and-journey.md). */
export function LocationFormDialog({ location, ...shown }: { location: LocationItem | null } & DialogShown) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  return (
    <RecordFormDialog
      {...shown}
      recordKey={location?.id}
      // The edit's contract reads the same fields; it only lets the locked code and the absent password be.
      idPrefix="location"
      schema={location ? (editRequest as unknown as typeof createLocationRequest) : createLocationRequest}
      defaultValues={{
        ...recordTexts(location, [
          'locationName',
          'locationCode',
          'address',
          'propertyManager',
          'contactEmail',
          'contactPhone',
          'estimatedInstallationDate',
        ]),
        password: location ? undefined : '',
        installationStatus: location?.installationStatus ?? 'agreement_signed',
        partnershipStage: location?.partnershipStage ?? 'exploring',
      }}
      {...recordWords('Property Manager Account', location !== null, creating)}
      description={
        location
          ? `${location.locationName} (${location.locationCode})`
          : 'The property manager signs in to the portal with the location code and this password; a welcome e-mail carries both.'
      }
      submitLabel={location ? 'Save Changes' : 'Create Account'}
      save={({ locationCode, password, ...fields }) =>
        location
          ? update.mutateAsync({ ...fields, id: location.id })
          : create.mutateAsync({ ...fields, locationCode, password })
      }
      className="max-w-2xl"
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...common} name="locationName" label="Location Name" required maxLength={200} />
            <LocationCodeField
              {...common}
              locked={location !== null}
              hint={location ? 'The location code cannot be changed.' : 'Letters, digits and dashes, e.g. LUX101'}
            />
          </div>
          <TextField {...common} name="address" label="Address" required maxLength={500} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ManagerContactFields {...common} />
            {location ? null : (
              <FormControl
                {...common}
                name="password"
                label="Password"
                required
                hint="At least 8 characters; changed at the first sign-in."
              >
                {(control) => <Input type="password" autoComplete="new-password" {...control} />}
              </FormControl>
            )}
            <SelectField {...common} name="installationStatus" label="Installation Status" required>
              <EnumOptions values={installationStatuses} label={installationLabel} />
            </SelectField>
            <SelectField {...common} name="partnershipStage" label="Partnership Stage" required>
              <EnumOptions values={partnershipStages} label={stageLabel} />
            </SelectField>
            <DateField
              {...common}
              name="estimatedInstallationDate"
              label="Estimated Installation"
              hint="Shown to the manager in the portal."
            />
          </div>
        </>
      )}
    </RecordFormDialog>
  );
}
