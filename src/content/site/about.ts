import type { SiteConfig } from '../../contracts/site';
import type { IconCardText } from './icon-card';

type Site = Pick<SiteConfig, 'name' | 'foundedYear' | 'serviceArea'>;

/** The icons of the value cards, by name; the client draws each one. */
export type ValueIconName = 'hand-heart' | 'clock' | 'leaf' | 'shield-check';

/** `portrait` is the member's drawn portrait; the name beside it says who it is, so it needs no alt text of its own. */
export type TeamMember = { slug: string; name: string; role: string; portrait: string; text: string };
export type Value = IconCardText<ValueIconName>;

/** The about page's opening: who we are and where we work. */
export const aboutHero = {
  eyebrow: (site: Pick<Site, 'name'>) => `About ${site.name}`,
  heading: 'One family. One metro area. Every market personal.',
  intro: (site: Site) =>
    `We are the Navarros: two parents, two grown children and a small team who treat every building we serve like a neighbor's. Since ${site.foundedYear} we have run self-service markets across the ${site.serviceArea}, and only there.`,
  image: {
    src: '/assets/kitchen-table.svg',
    alt: 'Rick, Diane, Marco and Elena Navarro around their kitchen table in the evening, planning their first market on paper and a laptop',
  },
} as const;

/** How Elevate began, one paragraph per entry. */
export const story = {
  eyebrow: 'Our story',
  heading: 'It started with a question at the kitchen table',
  paragraphs: (site: Pick<Site, 'foundedYear'>): readonly string[] => [
    'Elena was managing a condo tower downtown, and residents kept asking the same thing: why is there nowhere to buy a carton of milk after nine? Around the same table, her brother Marco was describing his work with cameras that could recognize any product on a shelf.',
    'Their father, Rick, had spent his career in hotel hospitality. Their mother, Diane, had kept the books for half the small businesses in the neighborhood. Put together, the answer was obvious: a market that is open all night, needs no cashier, and is run by people who care how it looks on a Tuesday morning.',
    `In ${site.foundedYear} they opened the first Elevate market in that same lobby. Residents stopped driving out for late-night essentials, the board stopped fielding complaints, and the phone started ringing. We have grown since, but the promise has not changed: zero cost to your property, full service included, and a family name on every cooler.`,
  ],
} as const;

export const mission = {
  heading: 'Our mission',
  text: 'Give every resident, patient, employee, student, member and guest a market they are glad to have, at no cost to the property that hosts it.',
} as const;

/** The founding family first, then the people a partner meets. */
export const team = {
  eyebrow: 'Our team',
  heading: 'The people you will actually meet',
  intro:
    'No call center and no faceless operator. These are the people who plan, install, stock and answer for your market.',
  members: [
    {
      slug: 'rick-navarro',
      name: 'Rick Navarro',
      role: 'Co-founder & President',
      portrait: '/assets/team-rick-navarro.svg',
      text: 'Rick spent his career running hotel restaurants and room service, where he learned that people remember how you fed them at midnight. He still tastes every new product before it reaches a shelf.',
    },
    {
      slug: 'diane-navarro',
      name: 'Diane Navarro',
      role: 'Co-founder, Finance & Partner Care',
      portrait: '/assets/team-diane-navarro.svg',
      text: 'Diane kept the books for neighborhood businesses for years before Elevate. She writes every partner agreement in plain English and makes sure the answer to "what does it cost?" stays $0.',
    },
    {
      slug: 'marco-navarro',
      name: 'Marco Navarro',
      role: 'Director of Technology & Operations',
      portrait: '/assets/team-marco-navarro.svg',
      text: 'Marco built computer-vision systems before he came home to the family business. He runs the smart store units, the 24/7 monitoring and the restocking routes behind them.',
    },
    {
      slug: 'elena-navarro',
      name: 'Elena Navarro',
      role: 'Director of Partnerships & Market Design',
      portrait: '/assets/team-elena-navarro.svg',
      text: 'Elena managed a downtown condo tower, so she knows what boards and residents ask for. She plans every layout and product mix with the people who will use the market.',
    },
    {
      slug: 'kevin-tran',
      name: 'Kevin Tran',
      role: 'Service & Restocking Lead',
      portrait: '/assets/team-kevin-tran.svg',
      text: 'Kevin leads the team that keeps shelves full and coolers spotless. If you see someone in an Elevate polo early in the morning, it is probably Kevin.',
    },
    {
      slug: 'aisha-rahman',
      name: 'Aisha Rahman',
      role: 'Client Care Manager',
      portrait: '/assets/team-aisha-rahman.svg',
      text: 'Aisha answers your calls, e-mails and feedback, and makes sure every one gets a real response within 24 hours. Partners know her by name.',
    },
  ] satisfies readonly TeamMember[],
} as const;

export const values = {
  eyebrow: 'Our values',
  heading: 'What we promise every partner',
  items: [
    {
      icon: 'hand-heart',
      title: 'Our name is on it',
      text: 'Every market carries our family name. We run it the way we would want it run in our own building.',
    },
    {
      icon: 'clock',
      title: 'Show up, every time',
      text: 'A response within 24 hours and monitoring around the clock. Small problems never get the chance to grow.',
    },
    {
      icon: 'leaf',
      title: 'Good food, honestly chosen',
      text: 'Fresh, healthy choices next to the comfort favorites, picked for the people who actually use each market.',
    },
    {
      icon: 'shield-check',
      title: 'Simple and fair',
      text: 'No implementation cost, no hidden fees and agreements you can read in one sitting.',
    },
  ] satisfies readonly Value[],
} as const;

/** The about page's closing call to action. */
export const aboutClosing = {
  heading: "Let's talk about your building",
  text: 'A free consultation, a site visit from one of us, and an answer within 24 hours. There is no cost to your property.',
  primaryCta: 'Schedule Consultation',
  homeLink: 'Back to Home',
} as const;
