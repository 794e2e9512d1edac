import { type MarketSlug, markets } from './markets';

/** A public page a passage belongs to: its path and the short name the site's navigation gives it. */
export type SitePage = { path: string; title: string; market: MarketSlug | null };

export const homePage: SitePage = { path: '/', title: 'Home', market: null };
export const aboutPage: SitePage = { path: '/about', title: 'About Us', market: null };
export const customerServicePage: SitePage = { path: '/customer-service', title: 'Customer Service', market: null };

/** A market's landing page: its path is its slug, its name the market's label. */
export function marketPage(slug: MarketSlug): SitePage {
  return { path: `/${slug}`, title: markets[slug].label, market: slug };
}
