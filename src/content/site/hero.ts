import type { SiteConfig } from '../../contracts/site';

/** The words the home heading cycles through after "for every"; the first one is the one prerendered. */
export const rotatingWords = ['Facility', 'Resident', 'Patient', 'Employee', 'Student', 'Customer'] as const;

/** Home section 1: the promise, the key claims and the figures under them. */
export const hero = {
  badge: (site: Pick<SiteConfig, 'serviceArea'>) => `Family-owned in the ${site.serviceArea}`,
  headingLead: 'A premium market',
  headingFor: 'for every',
  intro:
    'AI-powered, self-service micro markets with fresh food, snacks and essentials, open 24/7. We install, stock and maintain everything. Your property pays $0.',
  primaryCta: 'Schedule Consultation',
  secondaryCta: 'Explore Markets',
  included: [
    'Installation, restocking and maintenance included',
    '24/7 monitoring and support',
    'Touchless AI checkout',
  ],
  // What the property gains; the system's own figures (uptime, accuracy, monitoring) are the technology section's,
  // so no figure shows twice on the home page.
  stats: [
    { value: '$0', label: 'Implementation cost' },
    { value: '+15%', label: 'Employee satisfaction' },
    { value: '30 min', label: 'Saved every day' },
  ],
  image: {
    src: '/assets/hero.svg',
    alt: 'A city at dusk where a hospital, a condo tower, an office tower, a campus hall, a hotel and a gym each have a lit Elevate market on the ground floor, and an Elevate van drives past to restock them',
  },
} as const;

/** The home heading as one sentence, every rotating word named: what screen readers hear. */
export function heroHeading(): string {
  const words = [...rotatingWords];
  const last = words.pop();
  return `${hero.headingLead} ${hero.headingFor} ${words.join(', ')} and ${last}`;
}
