import type { MarketSlug } from './market-types';
import type { SitePage } from './pages';

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
