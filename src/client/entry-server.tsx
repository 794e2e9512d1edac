import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageInfo, RenderedPage } from '../contracts/pages';
import type { SiteConfig } from '../contracts/site';
import { App } from './app/app';
import { renderHead } from './app/head';
import { findRoute, NOT_FOUND_TITLE, notFoundPage, routes } from './app/routes';
import { loadDeferredSections } from './components/layout/deferred-section';

export const pages: PageInfo[] = routes.map(({ page: _page, ...info }) => info);

export function matchPage(pathname: string): PageInfo | undefined {
  const route = findRoute(pathname);
  return route ? pages.find((page) => page.path === route.path) : undefined;
}

/** Renders one page to HTML with its head tags; unknown paths render the 404 page with status 404. */
export async function renderPage(url: string, site: SiteConfig): Promise<RenderedPage> {
  const route = findRoute(url);
  await (route?.page ?? notFoundPage).preload();
  // Sections whose code the browser loads later are still part of the prerendered page.
  await loadDeferredSections();
  const html = renderToString(
    <StrictMode>
      <App site={site} ssrPath={url} />
    </StrictMode>,
  );
  const head = renderHead(
    route
      ? { path: route.path, title: route.title, description: route.description }
      : { path: url, title: NOT_FOUND_TITLE, description: 'This page does not exist.', noindex: true },
    site,
  );
  return { html, head, status: route ? 200 : 404 };
}
