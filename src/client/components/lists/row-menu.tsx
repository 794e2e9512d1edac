import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { Fragment, useRef } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import type { RowActionProps } from '../ui/row-action';

/**
 * The "…" button of a list row and the menu it opens: the row's other actions, by their words, with what cannot be
 * undone in red below a line. Arrows move through it, Enter or a tap chooses, Escape closes it and focus goes back
 * to the button; on a phone the button and each item are 44 px tall. An action runs once the menu has closed and
 * given focus back, so a dialog it opens returns focus to the button when it closes.
 */
export function RowMenu({ record, actions }: { record: string | undefined; actions: readonly RowActionProps[] }) {
  const chosen = useRef<(() => void) | null>(null);
  return (
    // Not modal: the page around stays as it is (nothing hidden from screen readers, no lock on the pointer), and a
    // click or Tab elsewhere closes the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={record ? `More actions for ${record}` : 'More actions'}
        title="More actions"
        className={buttonClasses('outline', 'sm', 'min-w-11 px-2 max-md:min-h-11 md:min-w-9')}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-[70] min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lift"
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            run?.();
          }}
        >
          {actions.map((action, index) => {
            const Icon = action.icon;
            // One line between the harmless actions and the first that cannot be undone.
            const line = action.destructive && index > 0 && !actions[index - 1]?.destructive;
            return (
              <Fragment key={action.label}>
                {line ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200" /> : null}
                <DropdownMenu.Item
                  disabled={action.disabled}
                  onSelect={() => {
                    chosen.current = action.onClick;
                  }}
                  className={cn(
                    'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-sm font-medium outline-none md:min-h-9',
                    'data-[disabled]:cursor-default data-[disabled]:opacity-50',
                    action.destructive
                      ? 'text-red-700 data-[highlighted]:bg-red-50'
                      : 'text-navy-900 data-[highlighted]:bg-slate-100',
                  )}
                >
                  {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
                  {action.label}
                </DropdownMenu.Item>
              </Fragment>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
