import { useState } from 'react';

/**
 * Which record a tab's create-or-edit dialog shows: none (closed), a new one, or the one being edited. One dialog
 * serves both, since it is mounted anew for each record.
 */
export function useRecordDialog<T>() {
  const [shown, setShown] = useState<{ record: T | null } | null>(null);
  return {
    open: shown !== null,
    record: shown?.record ?? null,
    add: () => setShown({ record: null }),
    edit: (record: T) => setShown({ record }),
    close: () => setShown(null),
  };
}
