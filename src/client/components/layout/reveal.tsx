import { type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

// Sections fade and slide in when scrolled into view (threshold 0.1, 0.8 s, 30 px) (docs/product/public-site.md).
const THRESHOLD = 0.1;

type Phase = 'static' | 'hidden' | 'shown';

/**
 * Content below the fold fades in when it scrolls into view. The prerendered page shows everything (no script,
 * no hidden text); after hydration only what is still below the viewport waits for its reveal, and nothing
 * moves when the visitor prefers reduced motion.
 */
export function Reveal({
  as: Tag = 'div',
  className,
  children,
  id,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { threshold: THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={ref}
      id={id}
      className={cn(className, phase === 'hidden' && 'reveal-hidden', phase === 'shown' && 'reveal-shown')}
    >
      {children}
    </Tag>
  );
}
