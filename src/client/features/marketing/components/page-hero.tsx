import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SmartImage } from '../../../components/layout/smart-image';

// The first screen of the home, market and about pages: one module for the three, so their pages share its chunk.
// Icons come from the pages that draw them, so the about page's chunk carries none it does not show.

/** The navy first section of a public page, lit by `glow` (the radial gradients behind it). */
export function DarkHero({
  id,
  titleId,
  glow,
  children,
}: {
  id?: string;
  titleId: string;
  glow: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${glow}`} />
      {children}
    </section>
  );
}

/** The eyebrow, the page's h1 and its introduction, on the navy first screen of a market or the about page. */
export function HeroTitle({
  titleId,
  eyebrow,
  title,
  intro,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{eyebrow}</p>
      <h1 id={titleId} className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
        {title}
      </h1>
      <HeroIntro>{intro}</HeroIntro>
    </>
  );
}

/** The paragraph under a first screen's h1. */
export function HeroIntro({ children }: { children: string }) {
  return <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-200">{children}</p>;
}

/** What comes with the offer, each claim behind a `mark` (the check), under a first screen's calls to action. */
export function HeroHighlights({ items, mark: Mark }: { items: readonly string[]; mark: LucideIcon }) {
  return (
    <ul className="mt-8 grid gap-2.5 text-slate-200">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-3">
          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
            <Mark aria-hidden="true" className="size-4" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The first screen's picture: loaded at once, framed for the navy background. */
export function HeroPicture({
  image,
  width = 800,
  height = 600,
}: {
  image: { src: string; alt: string };
  width?: number;
  height?: number;
}) {
  return (
    <SmartImage
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      priority
      className="aspect-[4/3] rounded-3xl shadow-lift ring-1 ring-white/10"
    />
  );
}
