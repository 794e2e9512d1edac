import type { FieldValues } from 'react-hook-form';
import { type RecordFieldProps, TextareaField } from '../../../../components/forms/record-fields';

/** The team's written answer to what a manager sent (a request, feedback), which the manager reads in the portal. */
export function AnswerField<T extends FieldValues, TOut extends FieldValues>({
  label = 'Answer',
  ...field
}: Omit<RecordFieldProps<T, TOut>, 'label' | 'hint'> & { label?: string }) {
  return (
    <TextareaField
      {...field}
      label={label}
      hint="The property manager sees this in the portal."
      rows={5}
      maxLength={5000}
    />
  );
}
