import type { InputHTMLAttributes } from 'react';
import { describedBy, Field, Input } from '../ui/form-controls';

/**
 * One labelled input on a screen's own state (a sign-in or password form, not a record form): the `Field` and its
 * `Input` under one id, the hint or the error wired to it, the text handed back as it is typed.
 */
export function LabelledInput({
  id,
  label,
  required,
  hint,
  error,
  onValueChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <Input
        id={id}
        required={required}
        {...describedBy(id, error, hint)}
        {...input}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}
