import type { ComponentType } from 'react';
import { type MarketContent, type MarketSlug, markets } from '../../../../content/site/markets';
import { MarketPage } from '../components/market-page';

const pageFor = (market: MarketContent): ComponentType => {
  const Page = () => <MarketPage market={market} />;
  Page.displayName = `MarketPage(${market.slug})`;
  return Page;
};

/** The six market landing pages: one shared component, fed by each market's words from the shared site content. */
export const marketPages = Object.fromEntries(
  (Object.keys(markets) as MarketSlug[]).map((slug) => [slug, pageFor(markets[slug])]),
) as Record<MarketSlug, ComponentType>;
