import { isOneOf } from '../../../contracts/enums';
import { OptionList } from '../ui/option-list';
import { optionsOf } from '../ui/options';

/**
 * The quick status change of a card or a row: a select whose label, for screen readers only, names the record; a
 * value chosen moves the record (`onMove`), and the select is off while a move is under way.
 */
export function StatusSelect<Status extends string>(props: {
  id: string;
  label: string;
  statuses: readonly Status[];
  /** Each status in words (humanized unless given). */
  labelOf?: (status: Status) => string;
  value: Status;
  busy: boolean;
  onMove: (status: Status) => void;
  /** The width the select keeps beside the record's other parts. */
  wrapperClassName: string;
  className: string;
}) {
  const { id, statuses } = props;
  return (
    <div className={props.wrapperClassName}>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={props.busy}
        onChange={(event) => {
          const status = event.target.value;
          if (isOneOf(statuses, status)) props.onMove(status);
        }}
        className={props.className}
      >
        <OptionList options={optionsOf(statuses, props.labelOf)} />
      </select>
    </div>
  );
}
