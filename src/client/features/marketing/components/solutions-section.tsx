import { BadgeDollarSign, Hammer, MapPin, ScanLine, TrendingUp, Wrench } from 'lucide-react';
import { Reveal } from '../../../components/layout/reveal';
import { IconCard } from '../../../components/ui/icon-card';
import { useSite } from '../../../lib/site-config';
import { ContactLink } from './contact-link';
import { SectionHeading } from './section-heading';

const steps = [
  ['Consultation', 'We visit, learn how your people live and work, and recommend the right market.'],
  ['Design', 'We plan the layout, product mix and finishes to suit your space.'],
  ['Installation', 'Our team installs, connects and stocks everything, with no work for your staff.'],
  ['Launch', 'We open with your community, then restock, monitor and maintain for good.'],
] as const;

/** Home section 2 (id solutions): the offer and the four-step process (public-site.md §1). */
export function SolutionsSection() {
  const { serviceArea } = useSite();
  const offer = [
    [
      BadgeDollarSign,
      '$0 implementation cost',
      'No equipment fees and no installation bill. The market pays its own way.',
    ],
    [
      Wrench,
      'Full service included',
      'Installation, restocking and maintenance are on us. Your team never lifts a box.',
    ],
    [
      ScanLine,
      'Touchless AI checkout',
      'Computer-vision smart store units recognize each product. Pick it up, tap, go.',
    ],
    [
      Hammer,
      'Custom cabinetry, if you like',
      'Match your lobby or break room with optional custom cabinetry, at your own cost.',
    ],
    [MapPin, 'Local and quick to respond', `We serve only the ${serviceArea}, so we answer within 24 hours.`],
    [
      TrendingUp,
      'Results people feel',
      'A 15% increase in employee satisfaction and 30 minutes of daily time savings.',
    ],
  ] as const;
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="solutions-title" eyebrow="Solutions" title="A full-service market. Zero cost to you.">
            You provide the space. We design, install, stock and look after a self-service market your people will use
            every day.
          </SectionHeading>
        </Reveal>
        <Reveal as="ul" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offer.map(([icon, title, text]) => (
            <IconCard key={title} as="li" icon={icon} title={title}>
              {text}
            </IconCard>
          ))}
        </Reveal>
        <Reveal className="mt-20 rounded-3xl bg-slate-50 px-6 py-12 sm:px-10 lg:px-14">
          <h3 className="text-center text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            Four steps from first call to grand opening
          </h3>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(([title, text], index) => (
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
            <ContactLink>Start with a Free Consultation</ContactLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
