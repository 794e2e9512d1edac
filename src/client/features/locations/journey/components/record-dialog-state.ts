import { useState } from 'react';

/** What a create-or-edit dialog reads of its state: open or not, the record edited (null for a new one), how to close. */
export type RecordDialogState<T> = { open: boolean; record: T | null; close: () => void };

/**
 * Which record a tab's create-or-edit dialog shows: none (closed), a new one, or the one being edited. One dialog
 * serves both, since it is mounted anew for each record.
 */
export function useRecordDialog<T>(): RecordDialogState<T> & { add: () => void; edit: (record: T) => void } {
  const [shown, setShown] = useState<{ record: T | null } | null>(null);
  return {
    open: shown !== null,
    record: shown?.record ?? null,
    add: () => setShown({ record: null }),
    edit: (record: T) => setShown({ record }),
    close: () => setShown(null),
  };
}
