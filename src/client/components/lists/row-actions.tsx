import { RowAction, type RowActionProps } from '../ui/row-action';
import { RowMenu } from './row-menu';

/**
 * The record a row is about, read from an action named after its words (`Edit Harborview` for Edit → Harborview),
 * for the rows whose screen does not name it.
 */
function recordOf(actions: readonly RowActionProps[]): string | undefined {
  for (const { label, name } of actions) {
    if (name?.toLowerCase().startsWith(`${label.toLowerCase()} `)) return name.slice(label.length + 1);
  }
  return undefined;
}

/**
 * The actions of a list row, as data. The first is the row's primary action, a button. The others go into a "…"
 * menu named after the record ("More actions for Kai Lopez") when there are more than two or one of them cannot be
 * undone (`destructive`): a row shows one button, and nothing destructive is one click away. Two harmless actions
 * stay two buttons side by side.
 */
export function RowActions({
  actions,
  record,
  className = 'flex items-center gap-1 whitespace-nowrap',
}: {
  actions: readonly RowActionProps[];
  /** What the row is, for the menu's name (`Kai Lopez`); read from the actions' names when not given. */
  record?: string;
  className?: string;
}) {
  const [primary, ...others] = actions;
  if (!primary) return null;
  const menu = others.length > 1 || others.some((action) => action.destructive);
  return (
    <div className={className}>
      <RowAction {...primary} />
      {menu ? (
        <RowMenu record={record ?? recordOf(actions)} actions={others} />
      ) : (
        others.map((action) => <RowAction key={action.label} {...action} />)
      )}
    </div>
  );
}
