import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Eyebrow, h2 and intro of a marketing section; `dark` for navy backgrounds. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  dark = false,
  center = true,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  dark?: boolean;
  center?: boolean;
}) {
  return (
    <div className={cn('max-w-3xl', center && 'mx-auto text-center')}>
      <p className={cn('text-sm font-semibold uppercase tracking-wider', dark ? 'text-brand-300' : 'text-brand-700')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 text-balance text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl',
          dark ? 'text-white' : 'text-navy-900',
        )}
      >
        {title}
      </h2>
      {children ? (
        <p className={cn('mt-5 text-lg leading-relaxed', dark ? 'text-slate-200' : 'text-slate-600')}>{children}</p>
      ) : null}
    </div>
  );
}
