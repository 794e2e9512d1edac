import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../../components/ui/form-controls';

type Control = UseFormRegisterReturn & { id: string };

export const assetSent = {
  title: 'Submitted for approval',
  description: 'Your partnership team will review it shortly.',
};

/** The name and description every brand asset carries. */
export function AssetNameFields(props: {
  prefix: string;
  name: Control;
  description: Control;
  errors: { name?: string; description?: string };
  namePlaceholder: string;
}) {
  return (
    <>
      <Field id={`${props.prefix}-name`} label="Name" required error={props.errors.name}>
        <Input maxLength={200} placeholder={props.namePlaceholder} {...props.name} />
      </Field>
      <Field id={`${props.prefix}-description`} label="Description" error={props.errors.description}>
        <Textarea
          rows={2}
          maxLength={2000}
          placeholder="Where it should appear, anything the team should know"
          {...props.description}
        />
      </Field>
    </>
  );
}
