import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { createLocationRequest } from '../../../../contracts/property-managers';
import { FormControl } from '../../../components/forms/form-control';
import { TextField } from '../../../components/forms/record-fields';
import { Input } from '../../../components/ui/form-controls';

type LocationForm = UseFormReturn<
  z.input<typeof createLocationRequest>,
  unknown,
  z.output<typeof createLocationRequest>
>;

/**
 * The code a portal account signs in with, as its form and a prospect's conversion ask for it: upper case, and
 * `locked` (read only, no longer required) once the account exists.
 */
export function LocationCodeField(props: { form: LocationForm; idPrefix: string; hint: string; locked?: boolean }) {
  const locked = props.locked ?? false;
  return (
    <FormControl
      form={props.form}
      idPrefix={props.idPrefix}
      name="locationCode"
      label="Location Code"
      required={!locked}
      hint={props.hint}
    >
      {(control) => (
        <Input
          maxLength={20}
          autoComplete="off"
          className="uppercase read-only:cursor-not-allowed read-only:bg-slate-100 read-only:text-slate-600"
          readOnly={locked}
          aria-readonly={locked ? true : undefined}
          {...control}
        />
      )}
    </FormControl>
  );
}

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
