import type { TextareaHTMLAttributes } from 'react';
import { describedBy, Field, Textarea } from '../ui/form-controls';

/**
 * A few labelled lines on a screen's own state (a dialog's notes, not a record form): the `Field` and its
 * `Textarea` under one id, the hint wired to it, the text handed back as it is typed.
 */
export function LabelledTextarea({
  id,
  label,
  hint,
  onValueChange,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      <Textarea
        id={id}
        {...describedBy(id, undefined, hint)}
        {...textarea}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}
