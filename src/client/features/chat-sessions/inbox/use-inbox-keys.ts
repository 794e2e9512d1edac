import { useEffect } from 'react';

/** Typing in these is never a shortcut. */
const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null);

/** The conversation `step` places away from `openId` in `order`, or the first one when none is open. */
export function stepThrough(order: readonly string[], openId: string | null, step: 1 | -1): string | null {
  if (order.length === 0) return null;
  const at = openId ? order.indexOf(openId) : -1;
  if (at === -1) return order[step === 1 ? 0 : order.length - 1] ?? null;
  return order[Math.min(order.length - 1, Math.max(0, at + step))] ?? null;
}

/**
 * The inbox's keys (docs/product/live-chat.md): j and k open the next and the previous conversation of the list,
 * Escape leaves the open one (from its reply box too: the draft stays). Keys typed into a field or a dialog are
 * theirs, except Escape in the reply box.
 */
export function useInboxKeys(
  order: readonly string[],
  openId: string | null,
  open: (sessionId: string | null) => void,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape' && openId) {
        const target = event.target instanceof HTMLElement ? event.target : null;
        if (target?.closest('[role="dialog"]') && !target.closest('[data-inbox-pane]')) return;
        event.preventDefault();
        open(null);
        return;
      }
      if ((event.key !== 'j' && event.key !== 'k') || event.shiftKey || typingInto(event.target)) return;
      const next = stepThrough(order, openId, event.key === 'j' ? 1 : -1);
      if (next && next !== openId) {
        event.preventDefault();
        open(next);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [order, openId, open]);
}
