import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { RecordFormDialog } from '../../../../components/forms/record-form-dialog';
import type { RecordDialogState } from './record-dialog-state';

/** How a dialog words making a new record: "Add Milestone" and "created", or "Record Decision" and "recorded". */
export type CreateWords = { button: string; verb: string; done: string };
const adding: CreateWords = { button: 'Add', verb: 'create', done: 'created' };
export const recording: CreateWords = { button: 'Record', verb: 'record', done: 'recorded' };

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
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}) {
  const { noun, locationId, creating = adding } = props;
  const { record } = props.dialog;
  const create = props.records.useCreate();
  const update = props.records.useUpdate();
  const lower = noun.toLowerCase();
  const sentence = lower.charAt(0).toUpperCase() + lower.slice(1);
  return (
    <RecordFormDialog
      open={props.dialog.open}
      recordKey={props.recordKey ?? record?.id}
      onClose={props.dialog.close}
      schema={props.schema}
      defaultValues={props.defaultValues}
      title={record ? `Edit ${noun}` : `${creating.button} ${noun}`}
      submitLabel={record ? 'Save Changes' : `${creating.button} ${noun}`}
      saved={`${sentence} ${record ? 'updated' : creating.done} successfully`}
      failed={`Failed to ${record ? 'update' : creating.verb} ${lower}`}
      save={(values) =>
        record
          ? update.mutateAsync({ ...values, id: record.id, locationId })
          : create.mutateAsync({ ...values, locationId })
      }
      className="max-w-2xl"
    >
      {props.children}
    </RecordFormDialog>
  );
}
