/**
 * The text fields of a record as its form starts them: each field's value, or empty where the record has none (a
 * new record, a field left blank). The record form's counterpart of `textsOf` (lib/form-data).
 */
export function recordTexts<R extends object, const K extends keyof R & string>(
  record: R | null | undefined,
  names: readonly K[],
): { [P in K]: Exclude<R[P], null | undefined> | '' } {
  return Object.fromEntries(names.map((name) => [name, record?.[name] ?? ''])) as {
    [P in K]: Exclude<R[P], null | undefined> | '';
  };
}
