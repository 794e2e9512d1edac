import type { ReactNode } from 'react';
import { Stars } from './stars';

/**
 * A quote in a card: the stars, the words (as text, never markup) and, under a rule, who said them. Market
 * testimonials and client reviews both use it, so the two read as one kind of card.
 */
export function QuoteCard(props: { rating: number; quote: string; children: ReactNode; testId?: string }) {
  return (
    <figure
      className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-7 shadow-soft sm:p-8"
      data-testid={props.testId}
    >
      <Stars rating={props.rating} />
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-slate-700">
        <p>“{props.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-5">{props.children}</figcaption>
    </figure>
  );
}

/**
 * The grid of a list of quote cards: a single card centred, two or four in rows of two, otherwise rows of three.
 */
export function quoteGridClass(count: number): string {
  if (count === 1) return 'mx-auto grid max-w-xl gap-6';
  if (count === 2 || count === 4) return 'mx-auto grid max-w-5xl gap-6 md:grid-cols-2';
  return 'grid gap-6 lg:grid-cols-3';
}
