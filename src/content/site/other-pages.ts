import { marketCards } from './market-cards';
import { aboutPage, customerServicePage } from './pages';

/** A public page besides the home, as the back office's sitemap describes it: what a visitor finds there. */
export type PageGuide = {
  id: string;
  name: string;
  /** The page, or each page that shares the description (the six market pages). */
  links: ReadonlyArray<{ path: string; label: string }>;
  description: string;
  contents: readonly string[];
};

/** The public pages besides the home: the six market pages, then About Us and Customer Service. */
export const otherPages: readonly PageGuide[] = [
  {
    id: 'markets',
    name: 'Market pages',
    links: marketCards.map((card) => ({ path: `/${card.slug}`, label: card.title })),
    description:
      'One page for each kind of property, all built alike: what a market does for the people there, the moments they use it, why the property gains, and what managers of such places say.',
    contents: [
      'Opening with its call to action',
      'When people use the market',
      'Benefits for the property',
      'What clients say',
      'Closing call to action',
    ],
  },
  {
    id: 'about',
    name: aboutPage.title,
    links: [{ path: aboutPage.path, label: aboutPage.title }],
    description: 'The family business: how it started, what it promises and the people a partner meets.',
    contents: ['How it started', 'Our mission', 'The team, with a portrait of each', 'What we promise every partner'],
  },
  {
    id: 'customer-service',
    name: customerServicePage.title,
    links: [{ path: customerServicePage.path, label: customerServicePage.title }],
    description:
      'Where a customer reports a problem at a market: the feedback form, with the emergency line and support e-mail beside it.',
    contents: [
      'Feedback form (it lands in the Dashboard)',
      'Emergency line and support e-mail',
      'Common issue types',
      'Our service commitment',
    ],
  },
];
