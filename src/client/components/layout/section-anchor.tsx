import type { ReactNode } from 'react';
import { useSectionLink } from './use-section-link';

/**
 * A link to a section of the home page (`/#section`): a real link, so it works before hydration too; after it, a
 * smooth scroll on the home page or the home page opened there. `onGo` goes instead, for a menu that closes first.
 */
export function SectionAnchor({
  section,
  className,
  onGo,
  children,
}: {
  section: string;
  className: string;
  onGo?: (section: string) => void;
  children: ReactNode;
}) {
  const goToSection = useSectionLink();
  return (
    <a
      href={`/#${section}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        (onGo ?? goToSection)(section);
      }}
    >
      {children}
    </a>
  );
}
