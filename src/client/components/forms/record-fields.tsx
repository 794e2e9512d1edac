import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Input, Select, Textarea } from '../ui/form-controls';
import type { Option } from '../ui/options';
import { FormControl, type RecordFieldProps } from './form-control';

export type { RecordFieldProps };

/**
 * A one-line text field of a record form (a name, a code, an e-mail address); `autoComplete="off"` for what the
 * browser should not fill from the staff member's own details.
 */
export function TextField<T extends FieldValues, TOut extends FieldValues>({
  type,
  maxLength,
  autoComplete,
  ...field
}: RecordFieldProps<T, TOut> & { type?: 'email' | 'tel'; maxLength?: number; autoComplete?: string }) {
  return (
    <FormControl {...field}>
      {(control) => <Input type={type} maxLength={maxLength} autoComplete={autoComplete} {...control} />}
    </FormControl>
  );
}

/** A calendar day of a record form (`yyyy-MM-dd`, empty when not set). */
export function DateField<T extends FieldValues, TOut extends FieldValues>(props: RecordFieldProps<T, TOut>) {
  return <FormControl {...props}>{(control) => <Input type="date" {...control} />}</FormControl>;
}

/** A few lines of free text of a record form (notes, a description, an answer). */
export function TextareaField<T extends FieldValues, TOut extends FieldValues>({
  rows,
  maxLength,
  ...field
}: RecordFieldProps<T, TOut> & { rows: number; maxLength?: number }) {
  return (
    <FormControl {...field}>{(control) => <Textarea rows={rows} maxLength={maxLength} {...control} />}</FormControl>
  );
}

/** A choice of a record form among its `options` or the `<option>`s it is given (a status, a type, a stage). */
export function SelectField<T extends FieldValues, TOut extends FieldValues>({
  children,
  options,
  ...field
}: RecordFieldProps<T, TOut> & { children?: ReactNode; options?: readonly Option[] }) {
  return (
    <FormControl {...field}>
      {(control) => (
        <Select {...control} options={options}>
          {children}
        </Select>
      )}
    </FormControl>
  );
}

/** A yes-or-no of a record form, its box before its words (active, public, decision made). */
export function CheckboxField<T extends FieldValues, TOut extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** The gap and height of the line. */
  className: string;
}) {
  return (
    <label className={cn('flex items-center text-sm font-medium text-slate-800', props.className)}>
      <input type="checkbox" className="size-5 rounded border-slate-300" {...props.form.register(props.name)} />
      {props.label}
    </label>
  );
}
