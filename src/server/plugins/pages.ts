import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { SsrBundle } from '../../contracts/pages';
import type { SiteConfig } from '../../contracts/site';
import { clientDistDir, ssrEntryFile } from '../lib/paths';
import { buildRobots, buildSitemap } from './pages/sitemap';
import { createPageStore } from './pages/store';

export type PagesOptions = { enabled: boolean; site: SiteConfig };

/**
 * Serves the built client: hashed assets, the public pages prerendered once at start-up (they hydrate in the
 * browser), the app shell for the back office and portal, a real 404, and /sitemap.xml and /robots.txt.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (app, { enabled, site }) => {
    const templateFile = path.join(clientDistDir, 'index.html');
    const built = enabled && existsSync(templateFile) && existsSync(ssrEntryFile);
    if (enabled && !built) app.log.warn('web client not built: run `npm run build` to serve pages');

    if (!built) {
      app.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url}` }),
      );
      return;
    }

    const bundle = (await import(pathToFileURL(ssrEntryFile).href)) as SsrBundle;
    const store = await createPageStore({
      bundle,
      site,
      template: readFileSync(templateFile, 'utf8'),
      distDir: clientDistDir,
    });

    await app.register(fastifyStatic, {
      root: clientDistDir,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const hashed = /[\\/]assets[\\/].+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/.test(filePath);
        // The service worker is checked for updates on every visit; hashed files never change.
        const worker = /[\\/]sw\.js$/.test(filePath);
        res.header(
          'cache-control',
          worker ? 'no-cache' : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
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
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
      if (!wantsPage) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${pathname}` });
      }
      const page = await store.pageFor(pathname);
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.document);
    });
  },
  { name: 'pages' },
);
