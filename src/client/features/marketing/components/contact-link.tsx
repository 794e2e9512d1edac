import type { ReactNode } from 'react';
import { useSectionLink } from '../../../components/layout/use-section-link';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '../../../components/ui/button';

/**
 * A call-to-action that smooth-scrolls to a home section, the contact form unless told otherwise
 * (docs/product/public-site.md), or opens `/#section` from any other page. A real link, so it works before hydration too.
 */
export function ContactLink({
  children,
  section = 'contact',
  variant = 'primary',
  size = 'lg',
  className,
}: {
  children: ReactNode;
  section?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const goToSection = useSectionLink();
  return (
    <a
      href={`/#${section}`}
      className={buttonClasses(variant, size, className)}
      onClick={(event) => {
        event.preventDefault();
        goToSection(section);
      }}
    >
      {children}
    </a>
  );
}
