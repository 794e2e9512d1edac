import type { Option } from './options';

/** The `<option>`s of a select, one per choice: the one place a list of choices becomes markup. */
export function OptionList({ options }: { options: readonly Option[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
