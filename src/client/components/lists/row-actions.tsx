import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';

/** One action of a list row: the words on its button, the name that says which row (`Edit jane@…`), what it does. */
export type RowAction = {
  label: string;
  /** The accessible name, when the words alone do not say which row. */
  name?: string;
  onClick: () => void;
  disabled?: boolean;
  /** A red button, for what cannot be undone. */
  destructive?: boolean;
  /**
   * An icon before the words. Between a tablet and a wide screen only the icon shows (the words stay its name and
   * tooltip), so that a wide table needs no sideways scroll.
   */
  icon?: LucideIcon;
};

/** The action buttons of a list row: small outline buttons side by side (wrapping, unless `className` says otherwise). */
export function RowActions({
  actions,
  className = 'flex flex-wrap gap-1',
}: {
  actions: readonly RowAction[];
  className?: string;
}) {
  return (
    <div className={className}>
      {actions.map(({ label, name, onClick, disabled, destructive, icon: Icon }) => (
        <Button
          key={label}
          size="sm"
          variant={destructive ? 'destructive' : 'outline'}
          onClick={onClick}
          disabled={disabled}
          aria-label={name}
          title={Icon ? label : undefined}
        >
          {Icon ? (
            <>
              <Icon aria-hidden="true" className="size-4" />
              <span className="md:max-2xl:sr-only">{label}</span>
            </>
          ) : (
            label
          )}
        </Button>
      ))}
    </div>
  );
}
