import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SsrBundle } from '../../contracts/pages';
import type { SiteConfig } from '../../contracts/site';
import { sendEncoded } from '../lib/encoded-body';
import { clientDistDir, ssrEntryFile } from '../lib/paths';
import { cacheControlFor } from './pages/caching';
import { buildRobots, buildSitemap } from './pages/sitemap';
import { createPageStore } from './pages/store';
import { OWN_READ_HEADER, ownReadToken } from './request-log';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * The JSON 404 of an unknown API path (or a method pages do not answer): private like every API answer, so no cache
 * keeps it, and naming the path without its query string.
 */
const noRoute = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${pathname}` });

/** Where the build is: `dist/` unless told otherwise (tests serve a small build of their own). */
export type BuildLocation = { clientDir: string; ssrEntryFile: string };

export type PagesOptions = { enabled: boolean; site: SiteConfig; build?: BuildLocation };

/**
 * Serves the built client: hashed assets, the public pages prerendered at start-up (they hydrate in the browser;
 * those that show reviews carry them, and are rendered again when they change), the app shell for the back office
 * and portal, a real 404, and /sitemap.xml and /robots.txt.
 * Files and pages go out brotli- or gzip-compressed when the request accepts it, compressed ahead of time: the
 * files by the build (`.br` and `.gz` beside each), the pages when they are made.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (app, { enabled, site, build = { clientDir: clientDistDir, ssrEntryFile } }) => {
    const templateFile = path.join(build.clientDir, 'index.html');
    const built = enabled && existsSync(templateFile) && existsSync(build.ssrEntryFile);
    if (enabled && !built) app.log.warn('web client not built: run `npm run build` to serve pages');

    if (!built) {
      app.setNotFoundHandler((request, reply) => noRoute(request, reply, pathOf(request)));
      return;
    }

    const bundle = (await import(pathToFileURL(build.ssrEntryFile).href)) as SsrBundle;
    const store = await createPageStore({
      bundle,
      site,
      template: readFileSync(templateFile, 'utf8'),
      distDir: build.clientDir,
      // A page's reads are answered by the app itself, through its routes: the page shows what the API answers.
      read: async (readPath) => {
        const answer = await app.inject({
          method: 'GET',
          url: readPath,
          headers: { [OWN_READ_HEADER]: ownReadToken },
        });
        if (answer.statusCode !== 200) throw new Error(`GET ${readPath} answered ${answer.statusCode}`);
        return answer.json();
      },
      log: app.log,
    });
    // The pages with reads are made once the app can answer them (after start-up), and again when reviews change.
    app.addHook('onReady', async () => {
      setImmediate(() => void store.refresh());
    });
    app.events.on('reviews-changed', () => store.invalidate());
    app.addHook('onClose', async () => store.close());

    await app.register(fastifyStatic, {
      root: build.clientDir,
      wildcard: false,
      index: false,
      // `x.js.br` is sent for `x.js` to a browser that accepts brotli, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // The compressed copies are never addressed themselves.
      allowedPath: (pathname) =>
        pathname !== '/index.html' && !pathname.startsWith('/.vite') && !/\.(br|gz)$/.test(pathname),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });

    const sitemap = buildSitemap(bundle.pages, site);
    const robots = buildRobots(site);
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(sitemap),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robots),
    );

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathOf(request);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
      if (!wantsPage) return noRoute(request, reply, pathname);
      const page = await store.pageFor(pathname);
      reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return sendEncoded(request, reply, page.body);
    });
  },
  { name: 'pages', dependencies: ['domain-events'] },
);
