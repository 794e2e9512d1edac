import { humanize } from '../../lib/format';
import { OptionList } from '../ui/option-list';
import { optionsOf } from '../ui/options';

/** The `<option>`s of a select over stored values (statuses, types, stages), each with its readable label. */
export function EnumOptions({
  values,
  label = humanize,
}: {
  values: readonly string[];
  label?: (value: string) => string;
}) {
  return <OptionList options={optionsOf(values, label)} />;
}
