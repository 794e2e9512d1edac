import { BadgeDollarSign, Hammer, type LucideIcon, MapPin, ScanLine, TrendingUp, Wrench } from 'lucide-react';
import { type OfferIconName, solutions, solutionsOffer } from '../../../../content/site/solutions';
import { Reveal } from '../../../components/layout/reveal';
import { IconCard } from '../../../components/ui/icon-card';
import { useSite } from '../../../lib/site-config';
import { ContactLink } from './contact-link';
import { HeadedSection } from './section-heading';

/** The offer cards' icons: the shared content names them, the section draws them. */
const offerIcons: Record<OfferIconName, LucideIcon> = {
  'badge-dollar-sign': BadgeDollarSign,
  wrench: Wrench,
  'scan-line': ScanLine,
  hammer: Hammer,
  'map-pin': MapPin,
  'trending-up': TrendingUp,
};

/** Home section 2 (id solutions): the offer and the four-step process; the words come from the shared site content. */
export function SolutionsSection() {
  const site = useSite();
  return (
    <HeadedSection id="solutions" tone="white" words={solutions}>
      <Reveal as="ul" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {solutionsOffer(site).map(({ icon, title, text }) => (
          <IconCard key={title} as="li" icon={offerIcons[icon]} title={title}>
            {text}
          </IconCard>
        ))}
      </Reveal>
      <Reveal className="mt-20 rounded-3xl bg-slate-50 px-6 py-12 sm:px-10 lg:px-14">
        <h3 className="text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {solutions.stepsHeading}
        </h3>
        <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {solutions.steps.map(({ title, text }, index) => (
            <li key={title}>
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-base font-bold text-white">
                {index + 1}
              </span>
              <h4 className="mt-4 text-lg font-semibold text-navy-900">{title}</h4>
              <p className="mt-1.5 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <ContactLink>{solutions.cta}</ContactLink>
        </div>
      </Reveal>
    </HeadedSection>
  );
}
