import type { ReactNode } from 'react';
import { Reveal } from '../../../components/layout/reveal';
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

/** The words over a section: the eyebrow, the title (its h2) and an optional introduction. */
export type SectionWords = { eyebrow: string; title: string; intro?: ReactNode };

/** The section words of a content part that names its title `heading`, under the eyebrow the page gives it. */
export function headed(eyebrow: string, part: { heading: string; intro?: string }): SectionWords {
  return { eyebrow, title: part.heading, intro: part.intro };
}

/** The backgrounds of a full-width section; navy takes the heading's dark colours. */
const tones = {
  white: 'bg-white py-20 sm:py-28',
  slate: 'bg-slate-50 py-20 sm:py-28',
  navy: 'bg-navy-900 py-20 text-white sm:py-28',
} as const;

/**
 * A marketing section the width of the page (`#<id>`, titled by `<id>-title`): its heading fades in first, then
 * comes what the section shows.
 */
export function HeadedSection({
  id,
  tone,
  words,
  children,
}: {
  id: string;
  tone: keyof typeof tones;
  words: SectionWords;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={tones[tone]}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id={titleId} eyebrow={words.eyebrow} title={words.title} dark={tone === 'navy'}>
            {words.intro}
          </SectionHeading>
        </Reveal>
        {children}
      </div>
    </section>
  );
}
