import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { marketSlugs } from '../content/site/market-types';
import type { PageData, PageInfo, RenderedPage } from '../contracts/pages';
import { FEATURED_REVIEWS_PATH, marketReviewsPath, reviewFacilityTypeOf } from '../contracts/review-paths';
import type { SiteConfig } from '../contracts/site';
import { App } from './app/app';
import { renderHead } from './app/head';
import { findRoute, NOT_FOUND_TITLE, notFoundPage, routes } from './app/routes';
import { loadDeferredSections } from './components/layout/deferred-section';
import { renderWithPageData } from './lib/page-data';

/**
 * The public reads each prerendered page shows: the server renders the page with their answers and writes them
 * into it (PageInfo `reads`). Kept here, with the server's render, so the browser's first load does not carry them.
 */
const pageReads: Record<string, string[]> = {
  '/': [FEATURED_REVIEWS_PATH],
  ...Object.fromEntries(marketSlugs.map((slug) => [`/${slug}`, [marketReviewsPath(reviewFacilityTypeOf(slug))]])),
};

export const pages: PageInfo[] = routes.map(({ page: _page, ...info }) => {
  const reads = pageReads[info.path];
  return reads ? { ...info, reads } : info;
});

export function matchPage(pathname: string): PageInfo | undefined {
  const route = findRoute(pathname);
  return route ? pages.find((page) => page.path === route.path) : undefined;
}

/**
 * Renders one page to HTML with its head tags, showing `data` (the answers of its reads); unknown paths render the
 * 404 page with status 404.
 */
export async function renderPage(url: string, site: SiteConfig, data: PageData = {}): Promise<RenderedPage> {
  const route = findRoute(url);
  await (route?.page ?? notFoundPage).preload();
  // Sections whose code the browser loads later are still part of the prerendered page.
  await loadDeferredSections();
  const html = renderWithPageData(data, () =>
    renderToString(
      <StrictMode>
        <App site={site} ssrPath={url} />
      </StrictMode>,
    ),
  );
  const head = renderHead(
    route
      ? { path: route.path, title: route.title, description: route.description }
      : { path: url, title: NOT_FOUND_TITLE, description: 'This page does not exist.', noindex: true },
    site,
  );
  return { html, head, status: route ? 200 : 404 };
}
