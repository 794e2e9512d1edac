import { type RefObject, useEffect, useState } from 'react';

// What the chat button must never cover: what a visitor fills in (docs/product/chat-assistant.md).
const FIELD = 'input:not([type="hidden"]),select,textarea,[contenteditable="true"],[contenteditable=""]';
// The margin kept around the button, so it never sits flush against a field's edge.
const MARGIN = 8;
// Phones (narrower than Tailwind's `sm`): while a field has focus the keyboard is up and the page is short.
const PHONE = '(max-width: 639px)';

/** True when a form field lies under any of nine points spread over `box`, grown by the margin. */
function fieldUnder(box: DOMRect, self: Element): boolean {
  const xs = [box.left - MARGIN, box.left + box.width / 2, box.right + MARGIN];
  const ys = [box.top - MARGIN, box.top + box.height / 2, box.bottom + MARGIN];
  return xs.some((x) =>
    ys.some((y) => document.elementsFromPoint(x, y).some((element) => element !== self && element.matches(FIELD))),
  );
}

const typingOnPhone = () => window.matchMedia(PHONE).matches && !!document.activeElement?.matches(FIELD);

/**
 * Whether the fixed element in `ref` should step aside: a form field is under it, or on a phone the visitor is typing
 * in one. Checked on scroll, resize, focus changes and when the page's height changes; nothing while `watching` is
 * false (the chat is open) or while the element itself has focus.
 */
export function useFieldBeneath(ref: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [beneath, setBeneath] = useState(false);
  useEffect(() => {
    if (!watching) {
      setBeneath(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element || document.activeElement === element) return setBeneath(false);
      setBeneath(typingOnPhone() || fieldUnder(element.getBoundingClientRect(), element));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const name of events) window.addEventListener(name, schedule, { capture: true, passive: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      for (const name of events) window.removeEventListener(name, schedule, { capture: true });
    };
  }, [ref, watching]);
  return beneath;
}
