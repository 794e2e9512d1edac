import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseApiError } from '../../lib/api';

/**
 * Puts the server's field errors (a 400 answer) on the form's own fields and answers the message for the toast:
 * the server's text, or `fallback` when it gave none.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string {
  const details = parseApiError(error);
  if (!details) return fallback;
  for (const [field, messages] of Object.entries(details.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0])
      setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return Object.values(details.fieldErrors)[0]?.[0] ?? (details.message || fallback);
}
