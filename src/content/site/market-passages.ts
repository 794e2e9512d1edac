import type { SiteConfig } from '../../contracts/site';
import { marketPageText } from './market-page-text';
import { type MarketSlug, markets } from './markets';
import { marketPage } from './pages';
import type { SitePassage } from './passage';
import { passage } from './passage';
import { labelled, lines, sentence, sentences, slugify } from './passage-text';

/**
 * One market page: the overview, each scenario card, the benefits, the closing, and the testimonials apart in a
 * passage of their own (section "Testimonials"): they are what customers said, not what the business promises.
 */
export function marketPassages(slug: MarketSlug, site: Pick<SiteConfig, 'phone'>): SitePassage[] {
  const market = markets[slug];
  const page = marketPage(slug);
  const { scenarios, benefits, testimonials, closing } = market;
  return [
    passage(
      page,
      { anchor: 'overview', section: 'Overview' },
      lines(labelled(market.label, market.title), market.intro, sentences(market.highlights)),
    ),
    ...scenarios.cards.map((card) =>
      passage(
        page,
        { anchor: 'scenarios', section: 'Scenarios', key: slugify(card.title) },
        lines(labelled(card.title, card.description), sentences(card.scenarios)),
      ),
    ),
    passage(
      page,
      { anchor: 'benefits', section: 'Benefits' },
      lines(
        benefits.heading,
        benefits.intro,
        ...benefits.cards.map(({ title, description }) => labelled(title, description)),
      ),
    ),
    passage(
      page,
      { anchor: 'testimonials', section: 'Testimonials' },
      lines(
        testimonials.heading,
        testimonials.intro,
        ...testimonials.items.flatMap(({ quote, author, title, facility }) => [
          `“${quote}”`,
          sentence([author, title, facility].join(', ')),
        ]),
      ),
    ),
    passage(
      page,
      { anchor: 'closing', section: 'Closing' },
      lines(closing.heading, closing.text, sentence(marketPageText.call(site))),
    ),
  ];
}
