import type { LucideIcon } from 'lucide-react';
import { Button } from './button';

/** One action of a list row: the words on its button, the name that says which row (`Edit jane@…`), what it does. */
export type RowActionProps = {
  label: string;
  /** The accessible name, when the words alone do not say which row (`Edit ${title}`). */
  name?: string;
  onClick: () => void;
  disabled?: boolean;
  /** What cannot be undone: red, and in a row's "…" menu rather than a button of its own (`RowActions`). */
  destructive?: boolean;
  /** A filled button: the row's next step (Convert), where the others are outlined. */
  emphasised?: boolean;
  /**
   * An icon before the words. Between a tablet and a wide screen only the icon shows (the words stay its name and
   * tooltip), so that a wide table needs no sideways scroll.
   */
  icon?: LucideIcon;
  className?: string;
};

/** The small button of one action of a row in a back-office table or card (Edit, Answer, Delete…). */
export function RowAction(props: RowActionProps) {
  const { label, name, onClick, disabled, destructive, emphasised, icon: Icon, className } = props;
  return (
    <Button
      size="sm"
      variant={destructive ? 'destructive' : emphasised ? 'primary' : 'outline'}
      className={className}
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
  );
}
