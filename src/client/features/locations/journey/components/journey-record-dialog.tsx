import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { RecordFormDialog } from '../../../../components/forms/record-form-dialog';

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
  /** The record being edited, or null for a new one. */
  record: { id: number } | null;
  open: boolean;
  recordKey?: string | number;
  onClose: () => void;
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  create: (body: Output & { locationId: number }) => Promise<Result>;
  update: (body: Output & { id: number; locationId: number }) => Promise<Result>;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}) {
  const { noun, record, locationId, creating = adding } = props;
  const lower = noun.toLowerCase();
  const sentence = lower.charAt(0).toUpperCase() + lower.slice(1);
  return (
    <RecordFormDialog
      open={props.open}
      recordKey={props.recordKey ?? record?.id}
      onClose={props.onClose}
      schema={props.schema}
      defaultValues={props.defaultValues}
      title={record ? `Edit ${noun}` : `${creating.button} ${noun}`}
      submitLabel={record ? 'Save Changes' : `${creating.button} ${noun}`}
      saved={`${sentence} ${record ? 'updated' : creating.done} successfully`}
      failed={`Failed to ${record ? 'update' : creating.verb} ${lower}`}
      save={(values) =>
        record ? props.update({ ...values, id: record.id, locationId }) : props.create({ ...values, locationId })
      }
      className="max-w-2xl"
    >
      {props.children}
    </RecordFormDialog>
  );
}
