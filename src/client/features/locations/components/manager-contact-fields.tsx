import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { createLocationRequest } from '../../../../contracts/property-managers';
import { TextField } from '../../../components/forms/record-fields';

type LocationForm = UseFormReturn<
  z.input<typeof createLocationRequest>,
  unknown,
  z.output<typeof createLocationRequest>
>;

/**
 * The property manager of a portal account and how to reach them (name, e-mail, phone), as the account's form and
 * a prospect's conversion ask for them; the browser does not fill them from the staff member's own details.
 */
export function ManagerContactFields({ form, idPrefix }: { form: LocationForm; idPrefix: string }) {
  const common = { form, idPrefix } as const;
  return (
    <>
      <TextField
        {...common}
        name="propertyManager"
        label="Property Manager"
        required
        maxLength={120}
        autoComplete="off"
      />
      <TextField
        {...common}
        name="contactEmail"
        label="Contact Email"
        required
        type="email"
        maxLength={255}
        autoComplete="off"
      />
      <TextField {...common} name="contactPhone" label="Contact Phone" required type="tel" autoComplete="off" />
    </>
  );
}
