import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from '../../lib/form-data';
import { Button } from './button';
import { describedBy, Field, HoneypotField, Input, Select, Textarea } from './form-controls';

/** What every field of a public form names: its control's id, its name in the body, its label. */
type FieldBasics = { id: string; name: string; label: string; required?: boolean; hint?: string };

/** A text input, or a text area when it has `rows`. */
type TextFieldSpec = FieldBasics & {
  maxLength: number;
  type?: 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
};

/** A choice that starts on its disabled placeholder, so that the browser asks for one when it is required. */
type ChoiceFieldSpec = FieldBasics & { placeholder: string; options: readonly { value: string; label: string }[] };

/** One field of a public form (the consultation request, the feedback report) as data. */
export type PublicFieldSpec = TextFieldSpec | ChoiceFieldSpec;

/** The e-mail address a public form asks for, required, under the form's own id. */
export const emailField = (id: string): PublicFieldSpec => ({
  id,
  name: 'email',
  label: 'Email',
  required: true,
  type: 'email',
  autoComplete: 'email',
  maxLength: 255,
});

/** The options of a choice: each value of a contract's enum under its label, in the enum's order. */
export function optionsOf<TValue extends string>(values: readonly TValue[], labels: Record<TValue, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * The labelled fields of a public form, one after the other, each wired for screen readers to its hint or to the
 * message the server refused it with.
 */
function PublicFields({ fields, errors }: { fields: readonly PublicFieldSpec[]; errors: FieldErrors }) {
  return fields.map((field) => <PublicField key={field.id} field={field} errors={errors} />);
}

function PublicField({ field, errors }: { field: PublicFieldSpec; errors: FieldErrors }) {
  const { id, name, label, required, hint } = field;
  const error = errors[name];
  const wiring = { id, name, required, ...describedBy(id, error, hint) };
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {'options' in field ? (
        <Select {...wiring} defaultValue="">
          <option value="" disabled>
            {field.placeholder}
          </option>
          {field.options.map(({ value, label: optionLabel }) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </Select>
      ) : field.rows ? (
        <Textarea {...wiring} rows={field.rows} maxLength={field.maxLength} placeholder={field.placeholder} />
      ) : (
        <Input
          {...wiring}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      )}
    </Field>
  );
}

/**
 * A public form laid out: its paired fields two by two on a wide screen, then the full-width ones, then what the
 * form adds of its own, the field bots fill in, and the send button, which says "Submitting..." while it is on its
 * way. `sending` is what `usePublicForm` returns.
 */
export function PublicForm({
  sending,
  paired,
  fullWidth,
  submitLabel,
  children,
  ...naming
}: {
  sending: { errors: FieldErrors; isPending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  paired: readonly PublicFieldSpec[];
  fullWidth: readonly PublicFieldSpec[];
  submitLabel: string;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid': string;
}) {
  const { errors, isPending, onSubmit } = sending;
  return (
    <form onSubmit={onSubmit} className="relative space-y-5" {...naming}>
      <div className="grid gap-5 sm:grid-cols-2">
        <PublicFields fields={paired} errors={errors} />
      </div>
      <PublicFields fields={fullWidth} errors={errors} />
      {children}
      <HoneypotField name="website" />
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Submitting...' : submitLabel}
      </Button>
    </form>
  );
}
