/**
 * A value the code knows is there: the row an `insert … returning` or an update of a row just read gave back, a
 * record just written. Missing, it is a fault in our code or a row deleted in between, never the caller's input, and
 * it fails here with its name instead of as `undefined` further on.
 */
export function present<T>(value: T | null | undefined, what = 'row'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}, found none`);
  return value;
}
