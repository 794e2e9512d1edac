import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A button that shows only its icon: the label is its accessible name, the icon hidden from screen readers. A plain
 * button unless `submit` (a form's send button); the caller's classes draw it.
 */
export function IconButton({
  label,
  icon: Icon,
  iconClassName = 'size-5',
  submit = false,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'children' | 'aria-label'> & {
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
  submit?: boolean;
}) {
  return (
    <button type={submit ? 'submit' : 'button'} aria-label={label} {...button}>
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
