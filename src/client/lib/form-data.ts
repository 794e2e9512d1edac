/** The text fields of a form as an object (checkboxes come through as their own booleans). */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/**
 * The text of each named field of a read form, empty when the form holds none (a select left on its placeholder
 * sends nothing), so that the server names every missing field.
 */
export function textsOf<TName extends string>(
  values: Record<string, string>,
  names: readonly TName[],
): Record<TName, string> {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? ''])) as Record<TName, string>;
}

export type FieldErrors = Record<string, string | undefined>;

/** The first message per field out of a 400 answer's field errors. */
export function firstMessages(fieldErrors: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]));
}

/** Moves focus to the first field the server refused, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors).find((name) => errors[name]);
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
