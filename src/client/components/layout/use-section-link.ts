import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { scrollToSection } from '../../lib/scroll';

/**
 * Goes to a home-page section: on the home page it scrolls there (80 px offset); elsewhere it opens the home
 * page with the section as the hash (docs/product/public-site.md).
 */
export function useSectionLink() {
  const [location, navigate] = useLocation();
  return useCallback(
    (sectionId: string) => {
      if (location === '/' && scrollToSection(sectionId)) {
        window.history.replaceState(null, '', `/#${sectionId}`);
        return;
      }
      navigate(`/#${sectionId}`);
    },
    [location, navigate],
  );
}
