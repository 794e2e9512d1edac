import type { MarketSlug } from './market-types';
import type { SitePage } from './pages';
import type { SitePassage } from './passages';

/** Where on a page a passage sits: the section's anchor (null: the top of the page) and its name. */
export type PassagePlace = {
  anchor: string | null;
  section: string;
  /** Tells apart the passages of one section (a card, a person); added to the id after a slash. */
  key?: string;
  /** The market the passage is about, when it is not the page's own. */
  market?: MarketSlug;
};

/** A passage of a page. Its id is the page's path, then `#anchor`, then `/key`: e.g. `/about#team/rick-navarro`. */
export function passage(page: SitePage, place: PassagePlace, text: string): SitePassage {
  const at = place.anchor ? `${page.path}#${place.anchor}` : page.path;
  return {
    id: place.key ? `${at}/${place.key}` : at,
    page: page.path,
    anchor: place.anchor,
    pageTitle: page.title,
    section: place.section,
    text,
    market: place.market ?? page.market,
  };
}
