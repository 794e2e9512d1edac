import { RowAction, type RowActionProps } from '../ui/row-action';

/** The action buttons of a list row: small outline buttons side by side (wrapping, unless `className` says otherwise). */
export function RowActions({
  actions,
  className = 'flex flex-wrap gap-1',
}: {
  actions: readonly RowActionProps[];
  className?: string;
}) {
  return (
    <div className={className}>
      {actions.map((action) => (
        <RowAction key={action.label} {...action} />
      ))}
    </div>
  );
}
