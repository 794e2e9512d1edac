import { RefreshCw } from 'lucide-react';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import { createLocationRequest } from '../../../../contracts/property-managers';
import {
  type ConvertProspectResponse,
  type ProspectItem,
  suggestedLocationCode,
} from '../../../../contracts/prospects';
import { FormControl } from '../../../components/forms/form-control';
import { SelectField, TextField } from '../../../components/forms/record-fields';
import { RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { LocationCodeField, ManagerContactFields } from '../../locations/staff';
import { useConvertProspect } from '../api/prospects';
import { temporaryPassword } from './temporary-password';

/** Activate Property Manager Portal: the prospect's portal account, with its defaults, all editable (docs/product/prospects.md#conversion). */
export function ConvertDialog({ prospect, onClose }: { prospect: ProspectItem | null; onClose: () => void }) {
  const convert = useConvertProspect();
  if (!prospect) return null;
  return (
    <RecordFormDialog
      open
      recordKey={prospect.id}
      onClose={onClose}
      idPrefix="convert"
      schema={createLocationRequest}
      defaultValues={{
        locationName: prospect.locationName,
        address: prospect.address ?? '',
        propertyManager: prospect.contactName,
        contactEmail: prospect.contactEmail ?? '',
        contactPhone: prospect.contactPhone ?? '',
        locationCode: suggestedLocationCode(prospect.facilityType),
        password: temporaryPassword(),
        partnershipStage: 'exploring',
        installationStatus: 'agreement_signed',
      }}
      title="Activate Property Manager Portal"
      description={`Creates the portal account for ${prospect.locationName}, marks the prospect Converted and e-mails the login credentials to the property manager.`}
      submitLabel="Activate Portal"
      saved={(answer: ConvertProspectResponse, values) => ({
        title: 'Portal Activated',
        description: `Property manager portal created for ${answer.propertyManager.locationName}. A welcome e-mail with the login credentials was sent to ${values.contactEmail}.`,
      })}
      failed="Failed to convert prospect"
      save={(values) => convert.mutateAsync({ ...values, id: prospect.id })}
      className="max-w-2xl"
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...common} name="locationName" label="Location Name" required maxLength={200} />
            <LocationCodeField {...common} hint="The property manager signs in with it; it cannot be changed later." />
          </div>
          <TextField {...common} name="address" label="Address" required maxLength={500} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ManagerContactFields {...common} />
            <FormControl
              {...common}
              name="password"
              label="Temporary Password"
              required
              hint="Sent in the welcome e-mail; changed at the first sign-in."
            >
              {(control) => (
                <div className="flex gap-2">
                  <Input autoComplete="off" spellCheck={false} {...control} />
                  <Button
                    variant="outline"
                    className="shrink-0 px-3"
                    aria-label="Generate another password"
                    onClick={() => common.form.setValue('password', temporaryPassword(), { shouldValidate: true })}
                    icon={RefreshCw}
                  ></Button>
                </div>
              )}
            </FormControl>
            <SelectField
              {...common}
              name="partnershipStage"
              label="Partnership Stage"
              required
              options={optionsOf(partnershipStages)}
            />
            <SelectField
              {...common}
              name="installationStatus"
              label="Installation Status"
              required
              options={optionsOf(installationStatuses)}
            />
          </div>
        </>
      )}
    </RecordFormDialog>
  );
}
