import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { describedBy, Field } from '../ui/form-controls';

type ControlProps = ReturnType<UseFormReturn['register']> & {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** What every field of a record form is given: its form, the contract's field, the id prefix, label and hint. */
export type RecordFieldProps<T extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<T, unknown, TOut>;
  name: FieldPath<T>;
  idPrefix: string;
  label: string;
  required?: boolean;
  hint?: string;
};

/**
 * One labelled field of a react-hook-form form: its id, label, hint and error wired together, the control itself
 * given by the caller (an Input, Select or Textarea spread with the props it is handed).
 */
export function FormControl<T extends FieldValues, TOut extends FieldValues>(
  props: RecordFieldProps<T, TOut> & {
    className?: string;
    /** How the control's text becomes the value (`setValueAs`), when the contract's own reading is not enough. */
    options?: RegisterOptions<T, FieldPath<T>>;
    children: (control: ControlProps) => ReactNode;
  },
) {
  const id = `${props.idPrefix}-${props.name}`;
  const error = props.form.formState.errors[props.name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <Field
      id={id}
      label={props.label}
      required={props.required}
      error={message}
      hint={props.hint}
      className={props.className}
    >
      {props.children({
        id,
        ...describedBy(id, message, props.hint),
        ...props.form.register(props.name, props.options),
      })}
    </Field>
  );
}
