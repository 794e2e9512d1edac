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
  /**
   * The public reads (GET paths of the API) whose answers the page shows: a prerendered page is rendered with
   * them and carries them, so it shows them without a fetch and does not change size when it comes to life.
   */
  reads?: string[];
};

/** Answers of public reads by their path, as the server wrote them into a page. */
export type PageData = Record<string, unknown>;

export type RenderedPage = { head: string; html: string; status: number };

export type SsrBundle = {
  pages: PageInfo[];
  /** The page a path shows, or undefined for the 404 page. */
  matchPage(pathname: string): PageInfo | undefined;
  renderPage(url: string, site: SiteConfig, data?: PageData): Promise<RenderedPage>;
};
