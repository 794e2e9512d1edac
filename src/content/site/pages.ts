import { type MarketSlug, marketSlugs } from './market-types';
import { pageNames } from './page-names';

/** A public page a passage belongs to: its path and the short name the site's navigation gives it. */
export type SitePage = { path: string; title: string; market: MarketSlug | null };

export const homePage: SitePage = { path: '/', title: pageNames['/'], market: null };
export const aboutPage: SitePage = { path: '/about', title: pageNames['/about'], market: null };
export const customerServicePage: SitePage = {
  path: '/customer-service',
  title: pageNames['/customer-service'],
  market: null,
};

/** A market's landing page: its path is its slug, its name the market's label. */
export function marketPage(slug: MarketSlug): SitePage {
  return { path: `/${slug}`, title: pageNames[`/${slug}`], market: slug };
}

/** Every page of the public site, in the order its navigation gives them. */
export const sitePages: readonly SitePage[] = [
  homePage,
  aboutPage,
  ...marketSlugs.map(marketPage),
  customerServicePage,
];

/** The public page at a path (a trailing `/` aside), or undefined for a path the site does not have. */
export function sitePageAt(path: string): SitePage | undefined {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  return sitePages.find((page) => page.path === bare);
}
