import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. Without a window (server render) it answers
 * `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
