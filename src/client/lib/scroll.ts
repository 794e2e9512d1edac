/** The sticky navigation bar's height: sections land just below it (docs/product/public-site.md, 80 px). */
export const SCROLL_OFFSET = 80;

/** How long a scroll keeps following its section while the page above it changes height. */
const FOLLOW_MS = 2500;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

let stopFollowing: (() => void) | undefined;

/**
 * Smoothly scrolls to the element with this id, 80 px below the top. Returns false when there is none.
 * Sections above it may still grow on the way (their code and data load as they come near, decision 029): while
 * the page changes height the scroll is aimed again, until the visitor scrolls, types or presses themselves.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const aim = () => {
    const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  stopFollowing?.();
  aim();
  if (typeof ResizeObserver === 'undefined') return true;
  const resized = new ResizeObserver(() => aim());
  resized.observe(document.body);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    resized.disconnect();
    clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop, true);
    if (stopFollowing === stop) stopFollowing = undefined;
  };
  const timer = setTimeout(stop, FOLLOW_MS);
  for (const type of userEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  stopFollowing = stop;
  return true;
}
