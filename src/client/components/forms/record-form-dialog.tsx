import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent } from '../ui/dialog';
import { FormActions } from './form-actions';
import { useContractForm } from './use-contract-form';
import { type FailureToast, type ToastText, withToasts } from './with-toasts';

/** Whether a dialog shows, and how it closes: the props every record dialog takes from the screen that opens it. */
export type DialogShown = { open: boolean; onClose: () => void };

/** What each field of a record form is wired with (`RecordFieldProps`): the form, and the prefix of the fields' ids. */
export type RecordFormFields<Input extends FieldValues, Output extends FieldValues> = {
  form: UseFormReturn<Input, unknown, Output>;
  idPrefix: string;
};

type RecordFormProps<Input extends FieldValues, Output extends FieldValues, Result> = {
  /** The contract the server checks: the form shows its messages field by field before anything is sent. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  title: string;
  /** A line under the title, and anything shown above the form (the message being answered). */
  description?: string;
  before?: ReactNode;
  submitLabel: string;
  /** The toasts: the success title, and the failure text that the server's reason follows. */
  saved: string | ((result: Result, values: Output) => ToastText);
  failed: FailureToast;
  // What the toast may quote comes from `saved`; a dialog whose toast is a plain title leaves it unknown.
  save: (values: Output) => Promise<NoInfer<Result>>;
  onClose: () => void;
  className?: string;
  /** Starts the id of every field (`{idPrefix}-{name}`). */
  idPrefix: string;
  /** The fields, spread with what `RecordFormFields` wires them with. */
  children: (fields: RecordFormFields<Input, Output>) => ReactNode;
};

/**
 * The create-or-edit dialog of a record: a form on the record's contract, Cancel and the submit button at its foot,
 * a toast for the outcome, closed once saved. Mounted only while open, and anew for each record (`recordKey`), so
 * a dialog never shows the values of the record edited before.
 */
export function RecordFormDialog<Input extends FieldValues, Output extends FieldValues, Result>({
  open,
  recordKey,
  ...props
}: RecordFormProps<Input, Output, Result> & { open: boolean; recordKey?: string | number }) {
  if (!open) return null;
  return <RecordForm key={recordKey ?? 'new'} {...props} />;
}

function RecordForm<Input extends FieldValues, Output extends FieldValues, Result>(
  props: RecordFormProps<Input, Output, Result>,
) {
  const form = useContractForm(props.schema, props.defaultValues);
  const onSubmit = form.handleSubmit(async (values) => {
    const { saved } = props;
    const success = typeof saved === 'string' ? saved : (result: Result) => saved(result, values);
    if (await withToasts(() => props.save(values), success, props.failed)) props.onClose();
  });
  return (
    <Dialog open onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent title={props.title} description={props.description} className={props.className}>
        {props.before}
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {props.children({ form, idPrefix: props.idPrefix })}
          <FormActions submitLabel={props.submitLabel} busy={form.formState.isSubmitting} onCancel={props.onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
