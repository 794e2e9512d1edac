import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageInfo, RenderedPage, SsrBundle } from '../../../contracts/pages';
import type { SiteConfig } from '../../../contracts/site';
import { type EncodedBody, encodeBody } from './encoded';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A page ready to send: its status and its document, compressed once when it was made. */
export type ServedPage = { status: number; body: EncodedBody };

/** Fills the Vite-built template with a rendered page, its head tags and the preloads of its route chunk. */
export async function createPageStore(options: {
  bundle: SsrBundle;
  site: SiteConfig;
  template: string;
  distDir: string;
}) {
  const { bundle, site, template, distDir } = options;
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

  const compose = async (page: PageInfo | undefined, rendered: RenderedPage, ssr: boolean): Promise<ServedPage> => {
    const head = [
      rendered.head,
      preloadsFor(page, ssr),
      `<script id="site-config" type="application/json">${siteJson}</script>`,
    ]
      .filter(Boolean)
      .join('\n    ');
    const document = template
      .replace('<!--app-head-->', head)
      .replace('<div id="root"></div>', `<div id="root" data-ssr="${ssr ? 'true' : 'false'}">${rendered.html}</div>`);
    return { status: rendered.status, body: await encodeBody(document) };
  };

  const prerendered = new Map<string, ServedPage>();
  // Rendered one after the other, compressed side by side (the compression runs off the event loop).
  const composing: Promise<void>[] = [];
  for (const page of bundle.pages.filter((entry) => entry.prerender)) {
    const rendered = await bundle.renderPage(page.path, site);
    composing.push(compose(page, rendered, true).then((served) => void prerendered.set(page.path, served)));
  }
  const notFoundRendered = await bundle.renderPage('/__not-found__', site);
  const [notFound] = await Promise.all([compose(undefined, notFoundRendered, true), ...composing]);
  // The app shell of each back-office and portal route, made (and compressed) on its first request.
  const shells = new Map<string, Promise<ServedPage>>();

  return {
    async pageFor(pathname: string): Promise<ServedPage> {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const ready = prerendered.get(normalised);
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
