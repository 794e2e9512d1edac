import type { SiteConfig } from './site';

/** What the server-side render bundle (src/client/entry-server.tsx) offers the server. */
export type PageArea = 'public' | 'admin' | 'portal';

export type PageInfo = {
  path: string;
  area: PageArea;
  /** Rendered to HTML once at start-up and listed in the sitemap. */
  prerender: boolean;
  title: string;
  description: string;
  /** The route's own source module, to find its chunk in Vite's manifest. */
  module: string;
};

export type RenderedPage = { head: string; html: string; status: number };

export type SsrBundle = {
  pages: PageInfo[];
  /** The page a path shows, or undefined for the 404 page. */
  matchPage(pathname: string): PageInfo | undefined;
  renderPage(url: string, site: SiteConfig): Promise<RenderedPage>;
};
