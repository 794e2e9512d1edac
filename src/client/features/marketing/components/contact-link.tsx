import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionAnchor } from '../../../components/layout/section-anchor';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '../../../components/ui/button';

/**
 * A call-to-action that smooth-scrolls to a home section, the contact form unless told otherwise
 * (docs/product/public-site.md), or opens `/#section` from any other page. A real link, so it works before hydration too.
 * `arrow` ends it with a forward arrow.
 */
export function ContactLink({
  children,
  section = 'contact',
  variant = 'primary',
  size = 'lg',
  className,
  arrow = false,
}: {
  children: ReactNode;
  section?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  arrow?: boolean;
}) {
  return (
    <SectionAnchor section={section} className={buttonClasses(variant, size, className)}>
      {children}
      {arrow ? <ArrowRight aria-hidden="true" className="size-5" /> : null}
    </SectionAnchor>
  );
}

/** The classes of a ghost call-to-action on a navy background, beside a primary one. */
export const ghostOnNavy = 'border border-white/25 text-white hover:bg-white/10';
