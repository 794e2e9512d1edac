import type { SiteConfig } from '../../contracts/site';
import type { IconCardText } from './icon-card';

/** The icons of the offer cards, by name; the client draws each one. */
export type OfferIconName = 'badge-dollar-sign' | 'wrench' | 'scan-line' | 'hammer' | 'map-pin' | 'trending-up';
export type OfferCard = IconCardText<OfferIconName>;

/** Home section 2 (id solutions): the offer and the four steps from first call to opening. */
export const solutions = {
  eyebrow: 'Solutions',
  title: 'A full-service market. Zero cost to you.',
  intro:
    'You provide the space. We design, install, stock and look after a self-service market your people will use every day.',
  stepsHeading: 'Four steps from first call to grand opening',
  steps: [
    { title: 'Consultation', text: 'We visit, learn how your people live and work, and recommend the right market.' },
    { title: 'Design', text: 'We plan the layout, product mix and finishes to suit your space.' },
    { title: 'Installation', text: 'Our team installs, connects and stocks everything, with no work for your staff.' },
    { title: 'Launch', text: 'We open with your community, then restock, monitor and maintain for good.' },
  ],
  cta: 'Start with a Free Consultation',
} as const;

/** The six offer cards; one names the service area, so they depend on the business details. */
export function solutionsOffer(site: Pick<SiteConfig, 'serviceArea'>): readonly OfferCard[] {
  return [
    {
      icon: 'badge-dollar-sign',
      title: 'Zero implementation cost',
      text: 'No equipment fees and no installation bill. The market pays its own way.',
    },
    {
      icon: 'wrench',
      title: 'Full service included',
      text: 'Installation, restocking and maintenance are on us. Your team never lifts a box.',
    },
    {
      icon: 'scan-line',
      title: 'Touchless AI checkout',
      text: 'Computer-vision smart store units recognize each product. Pick it up, tap, go.',
    },
    {
      icon: 'hammer',
      title: 'Custom cabinetry, if you like',
      text: 'Match your lobby or break room with optional custom cabinetry, at your own cost.',
    },
    {
      icon: 'map-pin',
      title: 'Local and quick to respond',
      text: `We serve only the ${site.serviceArea}, so we answer within 24 hours.`,
    },
    {
      icon: 'trending-up',
      title: 'Results people feel',
      text: 'Happier teams and time back every day: breaks happen down the hall, not across the street.',
    },
  ];
}
