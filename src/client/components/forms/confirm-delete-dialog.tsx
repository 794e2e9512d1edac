import { ConfirmDialog } from '../ui/confirm-dialog';
import { deleteWords } from './record-words';
import { withToasts } from './with-toasts';

/**
 * "Delete …?" for the record chosen (closed while there is none), worded after the record's noun as a title writes
 * it (`deleteWords`): Delete sends the delete call with its toasts, and the dialog closes once the record is gone;
 * a failure keeps it open.
 */
export function ConfirmDeleteDialog<T extends { id: number }>(props: {
  record: T | null;
  onClose: () => void;
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  noun: string;
  message: (record: T) => string;
  /** The failure toast's text, read from the error, where the screen words it otherwise than the server's reason. */
  describeFailure?: (error: unknown) => string;
}) {
  const { record, remove, describeFailure } = props;
  const words = deleteWords(props.noun);
  const failed = describeFailure ? { title: words.failed, describe: describeFailure } : words.failed;
  const confirm = async () => {
    if (!record) return;
    if (await withToasts(() => remove.mutateAsync(record.id), words.deleted, failed)) props.onClose();
  };
  return (
    <ConfirmDialog
      open={record !== null}
      title={words.title}
      message={record ? props.message(record) : ''}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={props.onClose}
    />
  );
}
