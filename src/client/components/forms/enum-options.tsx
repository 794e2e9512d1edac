import { humanize } from '../../lib/format';

/** The `<option>`s of a select over stored values (statuses, types, stages), each with its readable label. */
export function EnumOptions({
  values,
  label = humanize,
}: {
  values: readonly string[];
  label?: (value: string) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
