import type { ComponentType } from 'react';
import { MarketPage } from '../components/market-page';
import { type MarketContent, type MarketSlug, markets } from '../content/markets';

const pageFor = (market: MarketContent): ComponentType => {
  const Page = () => <MarketPage market={market} />;
  Page.displayName = `MarketPage(${market.slug})`;
  return Page;
};

/** The six market landing pages (public-site.md §2), one shared component fed by content/markets.ts. */
export const marketPages: Record<string, ComponentType> = Object.fromEntries(
  (Object.keys(markets) as MarketSlug[]).map((slug) => [slug, pageFor(markets[slug])]),
);
