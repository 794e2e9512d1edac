import { Button } from './button';

/**
 * One action of a row in a back-office table or card (Edit, Answer, Delete…): a small button whose accessible
 * name says which row it acts on.
 */
export function RowAction(props: {
  label: string;
  /** The accessible name, e.g. `Edit ${title}`. */
  name: string;
  onClick: () => void;
  variant?: 'outline' | 'destructive';
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant={props.variant ?? 'outline'}
      className={props.className}
      onClick={props.onClick}
      aria-label={props.name}
    >
      {props.label}
    </Button>
  );
}
