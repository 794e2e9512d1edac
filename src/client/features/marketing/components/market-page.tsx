import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { marketPageText } from '../../../../content/site/market-page-text';
import type { MarketContent } from '../../../../content/site/markets';
import { deferredSection } from '../../../components/layout/deferred-section';
import { PublicLayout } from '../../../components/layout/public-layout';
import { cn } from '../../../lib/cn';
import { ContactLink } from './contact-link';
import { DarkHero, HeroHighlights, HeroPicture, HeroTitle } from './page-hero';
import { usePageEntryScroll } from './use-page-entry-scroll';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

// Below the first screen, one chunk for the four of them (they are read one after the other).
const sections = () => import('./market-sections');
const MarketScenarios = deferredSection(() => sections().then((module) => module.MarketScenarios));
const MarketBenefits = deferredSection(() => sections().then((module) => module.MarketBenefits));
// Its client reviews arrive after it is live.
const MarketTestimonials = deferredSection(() => sections().then((module) => module.MarketTestimonials), {
  resizesWhenLive: true,
});
const MarketClosing = deferredSection(() => sections().then((module) => module.MarketClosing));

/**
 * One market landing page; its words come from the shared site content. Every section has an id
 * (overview, scenarios, benefits, testimonials, closing), so a link can open `/<market>#benefits`.
 */
export function MarketPage({ market }: { market: MarketContent }) {
  usePageEntryScroll();
  const benefitsLast = market.benefits.afterTestimonials;
  return (
    <PublicLayout>
      <DarkHero
        id="overview"
        titleId="market-title"
        glow="bg-[radial-gradient(45rem_30rem_at_90%_-10%,rgb(16_185_129/0.2),transparent),radial-gradient(35rem_25rem_at_-10%_110%,rgb(40_72_120/0.7),transparent)]"
      >
        <div className={cn(container, 'pt-6 pb-16 sm:pb-20 lg:pb-24')}>
          <Link
            href="/"
            className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {marketPageText.backToHome}
          </Link>
          <div className="mt-8 grid items-center gap-12 lg:mt-10 lg:grid-cols-2">
            <div>
              <HeroTitle titleId="market-title" eyebrow={market.label} title={market.title} intro={market.intro} />
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                {/* One line at 390 px, the longest label the spec fixes included: narrower padding and no arrow on phones. */}
                <ContactLink className="py-3 text-center leading-snug max-sm:px-4">
                  {market.heroCta}
                  <ArrowRight aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
                </ContactLink>
              </div>
              <HeroHighlights items={market.highlights} mark={Check} />
            </div>
            <HeroPicture image={market.image} />
          </div>
        </div>
      </DarkHero>
      <MarketScenarios market={market} />
      {benefitsLast ? null : <MarketBenefits market={market} />}
      <MarketTestimonials market={market} />
      {benefitsLast ? <MarketBenefits market={market} /> : null}
      <MarketClosing market={market} />
    </PublicLayout>
  );
}
