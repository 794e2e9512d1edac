import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData, PageInfo, RenderedPage, SsrBundle } from '../../../contracts/pages';
import type { SiteConfig } from '../../../contracts/site';
import { type EncodedBody, encodeBody } from '../../lib/encoded-body';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A page ready to send: its status and its document, compressed once when it was made. */
export type ServedPage = { status: number; body: EncodedBody };

/** Answers a public read (a GET path of the API), or undefined when it has no answer to show now. */
export type PageRead = (path: string) => Promise<unknown>;

/**
 * How long the reads a prerendered page carries are trusted before they are read again: a change made on another
 * instance reaches this one's pages within it (as long as browsers keep the reads' own answers).
 */
export const PAGE_READS_MAX_AGE_MS = 60_000;

type Log = { warn(details: object, message: string): void };

/**
 * Fills the Vite-built template with a rendered page, its head tags and the preloads of its route chunk. A public
 * page with reads (PageInfo `reads`) is rendered with their answers, which `read` gives, and carries them in
 * `#page-data`: rendered when the first refresh reads them, again when they have changed (`invalidate`, or
 * PAGE_READS_MAX_AGE_MS later).
 */
export async function createPageStore(options: {
  bundle: SsrBundle;
  site: SiteConfig;
  template: string;
  distDir: string;
  read?: PageRead;
  log?: Log;
}) {
  const { bundle, site, template, distDir, read, log } = options;
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // JSON inside a <script> element: a `<` could close it, so it is written as its escape.
  const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const siteJson = scriptJson(site);

  // A prerendered page lists its route's modules for the boot script, which loads them once the page has loaded;
  // an app shell preloads them at once (src/client/boot.ts, decision 047).
  const preloadsFor = (page: PageInfo | undefined, prerendered: boolean): string => {
    if (!page) return '';
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(page.module);
    const modules = [...files].map((file) => `/${file}`);
    return [
      ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...(prerendered
        ? [`<script id="page-modules" type="application/json">${scriptJson(modules)}</script>`]
        : modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
    ].join('\n    ');
  };

  const compose = async (
    page: PageInfo | undefined,
    rendered: RenderedPage,
    ssr: boolean,
    data: PageData = {},
  ): Promise<ServedPage> => {
    const head = [
      rendered.head,
      preloadsFor(page, ssr),
      `<script id="site-config" type="application/json">${siteJson}</script>`,
      Object.keys(data).length > 0 ? `<script id="page-data" type="application/json">${scriptJson(data)}</script>` : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    const document = template
      .replace('<!--app-head-->', head)
      .replace('<div id="root"></div>', `<div id="root" data-ssr="${ssr ? 'true' : 'false'}">${rendered.html}</div>`);
    return { status: rendered.status, body: await encodeBody(document) };
  };

  const prerenderedPages = bundle.pages.filter((entry) => entry.prerender);
  const readsOf = (page: PageInfo) => (read ? (page.reads ?? []) : []);
  const pagesWithReads = prerenderedPages.filter((page) => readsOf(page).length > 0);
  /** Each prerendered page with the reads it was rendered with (and as JSON, to see when they change). */
  const prerendered = new Map<string, { served: ServedPage; data: PageData; json: string }>();
  const prerender = async (page: PageInfo, data: PageData = {}) => {
    const served = await compose(page, await bundle.renderPage(page.path, site, data), true, data);
    prerendered.set(page.path, { served, data, json: JSON.stringify(data) });
  };
  // Pages without reads now, rendered and compressed side by side (the compression runs off the event loop).
  // Pages with reads wait for their answers (`refresh`).
  const composing: Promise<void>[] = [];
  for (const page of prerenderedPages) {
    if (readsOf(page).length > 0) continue;
    composing.push(prerender(page));
  }
  const notFoundRendered = await bundle.renderPage('/__not-found__', site);
  const [notFound] = await Promise.all([compose(undefined, notFoundRendered, true), ...composing]);

  const answersFor = async (page: PageInfo): Promise<PageData> => {
    const earlier = prerendered.get(page.path)?.data ?? {};
    const data: PageData = {};
    for (const path of readsOf(page)) {
      try {
        const answer = await read?.(path);
        if (answer !== undefined) data[path] = answer;
      } catch (error) {
        // The page keeps the answer it had (the database away for a moment does not take the reviews off the
        // page); a page that never had one goes out without it, and the browser reads it itself.
        if (path in earlier) data[path] = earlier[path];
        log?.warn({ err: error, page: page.path, read: path }, 'a page read failed');
      }
    }
    return data;
  };
  // Each change asked for (`invalidate`) is a new version; a refresh renders what it reads at its start.
  let wanted = pagesWithReads.length > 0 ? 1 : 0;
  let shown = 0;
  let readAt = 0;
  let refreshing: Promise<void> | undefined;
  let closed = false;
  /**
   * Reads every page's reads again and renders the pages whose answers changed, until no change is waiting; one
   * refresh at a time.
   */
  const refresh = (): Promise<void> => {
    if (closed) return Promise.resolve();
    refreshing ??= (async () => {
      do {
        const version = wanted;
        readAt = Date.now();
        for (const page of pagesWithReads) {
          try {
            const data = await answersFor(page);
            if (prerendered.get(page.path)?.json !== JSON.stringify(data)) await prerender(page, data);
          } catch (error) {
            log?.warn({ err: error, page: page.path }, 'a page could not be rendered again');
          }
        }
        shown = version;
      } while (shown < wanted && !closed);
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
  const hasReads = new Set(pagesWithReads.map((page) => page.path));

  // The app shell of each back-office and portal route, made (and compressed) on its first request.
  const shells = new Map<string, Promise<ServedPage>>();

  return {
    refresh,
    /** No more refreshes; answers once the one under way, if any, has finished. */
    async close() {
      closed = true;
      await refreshing;
    },
    /** What the pages show has changed: they are read and rendered again before they are next sent. */
    invalidate() {
      wanted++;
      void refresh();
    },
    async pageFor(pathname: string): Promise<ServedPage> {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (hasReads.has(normalised)) {
        // A change since the last refresh is shown at once (a refresh ending just as it came may need one more);
        // answers older than the maximum age are read again in the background, for the next visitor.
        for (let attempt = 0; attempt < 3 && !closed && (shown < wanted || !prerendered.has(normalised)); attempt++)
          await refresh();
        if (Date.now() - readAt > PAGE_READS_MAX_AGE_MS) void refresh();
      }
      const ready = prerendered.get(normalised)?.served;
      if (ready) return ready;
      const page = bundle.matchPage(normalised);
      if (!page) return notFound;
      // Back office and portal: an app shell that the browser renders after signing in.
      let shell = shells.get(page.path);
      if (!shell) {
        shell = compose(
          page,
          { head: `<title>${page.title}</title>\n    <meta name="robots" content="noindex">`, html: '', status: 200 },
          false,
        );
        shells.set(page.path, shell);
        shell.catch(() => shells.delete(page.path));
      }
      return shell;
    },
  };
}
