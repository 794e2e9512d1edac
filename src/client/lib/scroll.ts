/** The sticky navigation bar's height: sections land just below it (public-site.md §2, 80 px). */
export const SCROLL_OFFSET = 80;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const sectionTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;

/** Smoothly scrolls to the element with this id, 80 px below the top. Returns false when there is none. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({ top: sectionTop(element), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

const SETTLE_MS = 2500;
const visitorMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Opens a page at a section and keeps it there while what is above it is still arriving (the home page's reviews
 * come after the page), so `/#contact` lands the form 80 px below the top, not wherever it was pushed. It lets go
 * as soon as the visitor scrolls, taps or types, or after 2.5 s.
 */
export function settleOnSection(id: string): () => void {
  const element = document.getElementById(id);
  if (!element) return () => {};
  const place = () => window.scrollTo({ top: sectionTop(element), behavior: 'auto' });
  place();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of visitorMoves) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of visitorMoves) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}
