import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { RecordFormDialog, type RecordFormFields } from '../../../../components/forms/record-form-dialog';
import { type CreateWords, recordWords } from '../../../../components/forms/record-words';
import type { RecordDialogState } from './record-dialog-state';

/**
 * The create-or-edit dialog of a record the team keeps per location (a milestone, a timeline step, a decision):
 * its title, button and toasts named after the record, a new one sent with its location and an edit with its id.
 */
export function JourneyRecordDialog<Input extends FieldValues, Output extends FieldValues, Result>(props: {
  /** The record's name as a title has it ("Timeline Item"); the toasts write it in sentence case. */
  noun: string;
  creating?: CreateWords;
  locationId: number;
  dialog: RecordDialogState<{ id: number }>;
  recordKey?: string | number;
  /** The kind's calls (`locationRecords`): a new record is posted with its location, an edit put by its id. */
  records: {
    useCreate: () => { mutateAsync: (body: Output & { locationId: number }) => Promise<Result> };
    useUpdate: () => { mutateAsync: (body: Output & { id: number; locationId: number }) => Promise<Result> };
  };
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  idPrefix: string;
  children: (fields: RecordFormFields<Input, Output>) => ReactNode;
}) {
  const { locationId } = props;
  const { record } = props.dialog;
  const create = props.records.useCreate();
  const update = props.records.useUpdate();
  return (
    <RecordFormDialog
      open={props.dialog.open}
      recordKey={props.recordKey ?? record?.id}
      onClose={props.dialog.close}
      schema={props.schema}
      defaultValues={props.defaultValues}
      {...recordWords(props.noun, record !== null, props.creating)}
      save={(values) =>
        record
          ? update.mutateAsync({ ...values, id: record.id, locationId })
          : create.mutateAsync({ ...values, locationId })
      }
      className="max-w-2xl"
      idPrefix={props.idPrefix}
    >
      {props.children}
    </RecordFormDialog>
  );
}
