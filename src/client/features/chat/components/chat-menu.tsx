import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export type ChatMenuItem = { label: string; icon: LucideIcon; onSelect: () => void };

/**
 * The panel header's menu of what needs no room under the conversation (the transcript by e-mail). Written here
 * rather than taken from a menu library: the panel's chunk stays within the widget's budget (decision 064).
 * Enter, Space or a click opens it on its first item; arrows move; Escape or a click elsewhere closes it.
 */
export function ChatMenu({ items, onOpen }: { items: readonly ChatMenuItem[]; onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeAway = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeAway);
    return () => document.removeEventListener('pointerdown', closeAway);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      // The panel closes on Escape too: this one closes only the menu.
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Chat options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={onOpen}
        onFocus={onOpen}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Chat options"
          onKeyDown={onKeyDown}
          className="absolute right-0 top-full z-10 mt-1 w-64 rounded-xl bg-white p-1 text-navy-900 shadow-lift ring-1 ring-navy-900/10"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className="flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm font-medium hover:bg-slate-100 focus:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <item.icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
