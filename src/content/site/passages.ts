import type { SiteConfig } from '../../contracts/site';
import { aboutPassages } from './about-passages';
import { businessPassage } from './business-passage';
import { customerServicePassages } from './customer-service-passages';
import { homePassages } from './home-passages';
import { marketPassages } from './market-passages';
import { type MarketSlug, marketSlugs } from './markets';

/**
 * A piece of the public site's published text, small enough to quote as a source: one section or card group.
 * `page` + `#anchor` opens it on the site (anchor null: the top of the page); `id` is stable and unique, and
 * names the card or person too (e.g. `/hotels#benefits`, `/about#team/rick-navarro`). `text` is plain
 * sentences, one thought per line, no markup.
 */
export interface SitePassage {
  id: string;
  page: string;
  anchor: string | null;
  pageTitle: string;
  section: string;
  text: string;
  market: MarketSlug | null;
}

/**
 * Every passage of the public pages, in site order (home, about, the six markets, customer service), then the
 * business details. Business details come from `site`, so the passages follow the running configuration.
 */
export function sitePassages(site: SiteConfig): SitePassage[] {
  return [
    ...homePassages(site),
    ...aboutPassages(site),
    ...marketSlugs.flatMap((slug) => marketPassages(slug, site)),
    ...customerServicePassages(site),
    businessPassage(site),
  ];
}
