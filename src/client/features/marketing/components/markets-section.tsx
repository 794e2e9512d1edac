import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { marketCards, marketsSection } from '../../../../content/site/market-cards';
import { Reveal } from '../../../components/layout/reveal';
import { SmartImage } from '../../../components/layout/smart-image';
import { HeadedSection } from './section-heading';

/** Home section 3 (id markets): one card per market, each opening its landing page. */
export function MarketsSection() {
  return (
    <HeadedSection id="markets" tone="slate" words={marketsSection}>
      {/* Each card fades in on its own: on a phone the six stacked cards are taller than the screen, and a reveal of
            the whole list would wait for a tenth of it (over 300 px) to be on screen. */}
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {marketCards.map((market) => (
          <Reveal
            as="li"
            key={market.slug}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-soft transition-shadow hover:shadow-lift"
          >
            <SmartImage src={market.image} alt={market.alt} width={800} height={600} className="aspect-[4/3]" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold text-navy-900">
                <Link
                  href={`/${market.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
                >
                  {market.title}
                </Link>
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{market.text}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {market.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
              >
                {marketsSection.explore} {market.title}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </div>
          </Reveal>
        ))}
      </ul>
    </HeadedSection>
  );
}
