import { humanize } from '../../lib/format';

/** One choice of a select: the value sent and the words shown for it. */
export type Option = readonly [value: string, label: string];

/** The choices of a select from a list of values, each in words (`in_progress` reads "In progress" unless `label` says otherwise). */
export function optionsOf<V extends string>(values: readonly V[], label: (value: V) => string = humanize): Option[] {
  return values.map((value) => [value, label(value)]);
}
