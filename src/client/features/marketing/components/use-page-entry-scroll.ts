import { useEffect } from 'react';
import { scrollToSection } from '../../../lib/scroll';

// The first page of a visit keeps the browser's own position (a reload, or a native jump to the hash).
let firstPage = true;

/**
 * On opening a page: go to the section named by the hash (e.g. `/#contact` from a market page's call to
 * action), otherwise start at the top (docs/product/public-site.md).
 */
export function usePageEntryScroll() {
  useEffect(() => {
    const isFirstPage = firstPage;
    firstPage = false;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) {
      const frame = requestAnimationFrame(() => scrollToSection(id));
      return () => cancelAnimationFrame(frame);
    }
    if (!isFirstPage) window.scrollTo(0, 0);
  }, []);
}
