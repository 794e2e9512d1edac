import { RefreshCw } from 'lucide-react';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import { createLocationRequest } from '../../../../contracts/property-managers';
import {
  type ConvertProspectResponse,
  type ProspectItem,
  suggestedLocationCode,
} from '../../../../contracts/prospects';
import { FormControl } from '../../../components/forms/form-control';
import { RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { useConvertProspect } from '../api/prospects';
import { temporaryPassword } from './temporary-password';

/** Phase 2: Activate Property Manager Portal, with its defaults, all editable (docs/product/prospects.md#conversion). */
export function ConvertDialog({ prospect, onClose }: { prospect: ProspectItem | null; onClose: () => void }) {
  const convert = useConvertProspect();
  if (!prospect) return null;
  return (
    <RecordFormDialog
      open
      recordKey={prospect.id}
      onClose={onClose}
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
      title="Phase 2: Activate Property Manager Portal"
      description={`Creates the portal account for ${prospect.locationName}, marks the prospect Converted and e-mails the login credentials to the property manager.`}
      submitLabel="Activate Portal"
      saved={(answer: ConvertProspectResponse, values) => ({
        title: 'Phase 2 Activation Complete',
        description: `Property manager portal created for ${answer.propertyManager.locationName}. A welcome e-mail with the login credentials was sent to ${values.contactEmail}.`,
      })}
      failed="Failed to convert prospect"
      save={(values) => convert.mutateAsync({ ...values, id: prospect.id })}
      className="max-w-2xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'convert' } as const;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="locationName" label="Location Name" required>
                {(control) => <Input maxLength={200} {...control} />}
              </FormControl>
              <FormControl
                {...common}
                name="locationCode"
                label="Location Code"
                required
                hint="The property manager signs in with it; it cannot be changed later."
              >
                {(control) => <Input maxLength={20} autoComplete="off" className="uppercase" {...control} />}
              </FormControl>
            </div>
            <FormControl {...common} name="address" label="Address" required>
              {(control) => <Input maxLength={500} {...control} />}
            </FormControl>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="propertyManager" label="Property Manager" required>
                {(control) => <Input maxLength={120} autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="contactEmail" label="Contact Email" required>
                {(control) => <Input type="email" maxLength={255} autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="contactPhone" label="Contact Phone" required>
                {(control) => <Input type="tel" autoComplete="off" {...control} />}
              </FormControl>
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
                      onClick={() => form.setValue('password', temporaryPassword(), { shouldValidate: true })}
                    >
                      <RefreshCw aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                )}
              </FormControl>
              <FormControl {...common} name="partnershipStage" label="Partnership Stage" required>
                {(control) => <Select {...control} options={optionsOf(partnershipStages)} />}
              </FormControl>
              <FormControl {...common} name="installationStatus" label="Installation Status" required>
                {(control) => <Select {...control} options={optionsOf(installationStatuses)} />}
              </FormControl>
            </div>
          </>
        );
      }}
    </RecordFormDialog>
  );
}
