import type { SiteConfig } from '../../contracts/site';

/** Home section 5 (id about): the founding family, in short; the about page tells the whole story. */
export const homeAbout = {
  eyebrow: 'About us',
  title: 'A family business that answers its own phone',
  intro: (site: Pick<SiteConfig, 'foundedYear'>) =>
    `Elevate started at the Navarro family's kitchen table in ${site.foundedYear}. Rick and Diane brought careers in hotel hospitality and small-business finance. Their children, Marco and Elena, brought computer vision and property management.`,
  today: 'Today the four of them still walk every new site, and you will always reach a real person within 24 hours.',
  aboutCta: 'Meet the Family',
  contactCta: 'Talk to Us',
  image: {
    src: '/assets/family.svg',
    alt: 'The Navarro family, two parents and their two grown children, standing in front of one of their markets',
  },
} as const;
