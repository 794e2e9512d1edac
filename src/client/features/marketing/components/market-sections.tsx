import {
  BookOpen,
  Building2,
  Check,
  Clock,
  Coffee,
  ConciergeBell,
  HeartHandshake,
  HeartPulse,
  type LucideIcon,
  Moon,
  PartyPopper,
  Phone,
  ShieldCheck,
  Smile,
  Sparkles,
  Trophy,
  Users,
  UtensilsCrossed,
  Wallet,
  Zap,
} from 'lucide-react';
import { marketPageText } from '../../../../content/site/market-page-text';
import type { MarketContent, MarketIconName } from '../../../../content/site/markets';
import { reviewFacilityTypeOf } from '../../../../contracts/review-paths';
import { Reveal } from '../../../components/layout/reveal';
import { quoteGridClass } from '../../../components/ui/quote-card';
import { cn } from '../../../lib/cn';
import { telHref, useSite } from '../../../lib/site-config';
import { ReviewCard, useMarketReviews } from '../../reviews';
import { ContactLink } from './contact-link';
import { HeadedSection, headed } from './section-heading';
import { TestimonialCard } from './testimonial-card';

// The sections of a market page below its first screen: prerendered with the page, their code loaded as the
// visitor scrolls towards them (decision 029).

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** The scenario cards' icons: the shared content names them, the page draws them. */
const scenarioIcons: Record<MarketIconName, LucideIcon> = {
  'book-open': BookOpen,
  'building-2': Building2,
  clock: Clock,
  coffee: Coffee,
  'concierge-bell': ConciergeBell,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  moon: Moon,
  'party-popper': PartyPopper,
  'shield-check': ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  trophy: Trophy,
  users: Users,
  'utensils-crossed': UtensilsCrossed,
  wallet: Wallet,
  zap: Zap,
};

/** Where the market's micro market fits into the day (`#scenarios`). */
export function MarketScenarios({ market }: { market: MarketContent }) {
  const { scenarios } = market;
  return (
    <HeadedSection id="scenarios" tone="white" words={headed(marketPageText.scenariosEyebrow(market.label), scenarios)}>
      <Reveal as="ul" className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {scenarios.cards.map(({ icon, title, description, scenarios: items }) => {
          const Icon = scenarioIcons[icon];
          return (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200/80 bg-white p-7 shadow-soft">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
              <ul className="mt-5 space-y-2.5 border-t border-slate-100 pt-5 text-sm text-slate-700">
                {items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </Reveal>
    </HeadedSection>
  );
}

/** What the property gains (`#benefits`), before or after the testimonials as the market's content says. */
export function MarketBenefits({ market }: { market: MarketContent }) {
  const { benefits } = market;
  return (
    <HeadedSection id="benefits" tone="navy" words={headed(marketPageText.benefitsEyebrow, benefits)}>
      <Reveal as="ul" className="mt-14 grid gap-6 md:grid-cols-3">
        {benefits.cards.map((card) => (
          <li key={card.title} className="rounded-2xl bg-white/5 p-7 ring-1 ring-white/10 sm:p-8">
            <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-400" />
            <h3 className="mt-5 text-xl font-semibold text-white">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-200">{card.description}</p>
          </li>
        ))}
      </Reveal>
    </HeadedSection>
  );
}

/**
 * Testimonials and the market's published client reviews (`#testimonials`): one list of cards alike, the reviews
 * after the testimonials, so a page shows one testimonial layout. The reviews arrive after the page is live.
 */
export function MarketTestimonials({ market }: { market: MarketContent }) {
  const { testimonials } = market;
  const reviews = useMarketReviews(reviewFacilityTypeOf(market.slug));
  return (
    <HeadedSection id="testimonials" tone="slate" words={headed(marketPageText.testimonialsEyebrow, testimonials)}>
      <Reveal as="ul" className={cn('mt-14', quoteGridClass(testimonials.items.length + reviews.length))}>
        {testimonials.items.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} details={false} />
          </li>
        ))}
      </Reveal>
    </HeadedSection>
  );
}

/** The closing call to action (`#closing`). */
export function MarketClosing({ market }: { market: MarketContent }) {
  const site = useSite();
  const { closing } = market;
  return (
    <section id="closing" aria-labelledby="closing-title" className="bg-white py-20 sm:py-28">
      <Reveal className={container}>
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-navy-900 px-6 py-14 text-center text-white shadow-lift sm:px-12 lg:py-20">
          <h2
            id="closing-title"
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {closing.heading}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-200">{closing.text}</p>
          <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ContactLink variant="light">{closing.cta}</ContactLink>
            <a
              href={telHref(site.phone)}
              className="inline-flex min-h-12 items-center gap-2 rounded-xl px-5 font-semibold text-white hover:bg-white/10"
            >
              <Phone aria-hidden="true" className="size-5 text-brand-300" />
              {marketPageText.call(site)}
            </a>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
