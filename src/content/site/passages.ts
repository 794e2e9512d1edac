import type { SiteConfig } from '../../contracts/site';
import { aboutPassages } from './about-passages';
import { businessPassage } from './business-passage';
import { customerServicePassages } from './customer-service-passages';
import { homePassages } from './home-passages';
import { marketPassages } from './market-passages';
import { marketSlugs } from './markets';
import type { SitePassage } from './passage';

export type { SitePassage } from './passage';

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
