import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Textarea } from '../../../../components/ui/form-controls';

type Control = UseFormRegisterReturn & { id: string };
type AssetField = 'assetName' | 'description';

export const assetSent = {
  title: 'Submitted for approval',
  description: 'Your partnership team will review it shortly.',
};

/** The name and description every brand asset carries. */
export function AssetNameFields(props: {
  /** Names the fields (`{prefix}-name`, `{prefix}-description`). */
  prefix: string;
  /** The portal form's wiring of a field, and its error (`usePortalForm`). */
  form: { field: (name: AssetField, id: string) => Control; errorOf: (name: AssetField) => string | undefined };
  namePlaceholder: string;
}) {
  const { field, errorOf } = props.form;
  const ids = { name: `${props.prefix}-name`, description: `${props.prefix}-description` };
  return (
    <>
      <Field id={ids.name} label="Name" required error={errorOf('assetName')}>
        <Input maxLength={200} placeholder={props.namePlaceholder} {...field('assetName', ids.name)} />
      </Field>
      <Field id={ids.description} label="Description" error={errorOf('description')}>
        <Textarea
          rows={2}
          maxLength={2000}
          placeholder="Where it should appear, anything the team should know"
          {...field('description', ids.description)}
        />
      </Field>
    </>
  );
}
