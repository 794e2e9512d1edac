import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageInfo, SsrBundle } from '../../../contracts/pages';
import { testConfig } from '../../testing/test-app';
import { createPageStore } from './store';

// A build's manifest as Vite writes it: the boot entry, the client entry as a dynamic chunk, and two routes that
// share a chunk with it.
const manifest = {
  'index.html': { file: 'assets/index-Boot1234.js', isEntry: true, css: ['assets/index-Style123.css'] },
  'src/client/entry-client.tsx': { file: 'assets/entry-client-React12.js', imports: ['_jsx.js'] },
  '_jsx.js': { file: 'assets/jsx-runtime-Jsx12345.js' },
  'home.tsx': { file: 'assets/home-page-Home1234.js', imports: ['_jsx.js', 'src/client/entry-client.tsx'] },
  'admin.tsx': { file: 'assets/admin-page-Admin123.js', imports: ['_jsx.js'] },
};
const pages: PageInfo[] = [
  { path: '/', area: 'public', prerender: true, title: 'Home', description: 'Home', module: 'home.tsx' },
  { path: '/admin', area: 'admin', prerender: false, title: 'Admin', description: 'Admin', module: 'admin.tsx' },
];
const bundle: SsrBundle = {
  pages,
  matchPage: (pathname) => pages.find((page) => page.path === pathname),
  renderPage: async (url) =>
    url === '/'
      ? { head: '<title>Home</title>', html: '<main><h1>A premium market</h1></main>', status: 200 }
      : { head: '<title>Page Not Found</title>', html: '<main><h1>Page Not Found</h1></main>', status: 404 },
};
const template =
  '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/index-Boot1234.js"></script></head><body><div id="root"></div></body></html>';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-page-store-'));
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const documentOf = async (store: Awaited<ReturnType<typeof createPageStore>>, pathname: string) =>
  (await store.pageFor(pathname)).body.identity.toString('utf8');

describe('the documents the page store makes (decision 047)', async () => {
  const store = await createPageStore({ bundle, site: testConfig().site, template, distDir });

  it("lists a prerendered page's modules for the boot script and preloads none of them", async () => {
    const html = await documentOf(store, '/');
    expect(html).toContain('<div id="root" data-ssr="true"><main><h1>A premium market</h1></main></div>');
    const listed = html.match(/<script id="page-modules" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual([
      '/assets/home-page-Home1234.js',
      '/assets/jsx-runtime-Jsx12345.js',
      '/assets/entry-client-React12.js',
    ]);
    expect(html).not.toContain('modulepreload');
  });

  it("preloads an app shell's modules at once, with no list", async () => {
    const html = await documentOf(store, '/admin');
    expect(html).toContain('<div id="root" data-ssr="false"></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-page-Admin123.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Jsx12345.js">');
    expect(html).not.toContain('page-modules');
  });

  it('gives the not-found page no list: the boot script loads the client entry alone', async () => {
    const served = await store.pageFor('/no-such-page');
    expect(served.status).toBe(404);
    const html = served.body.identity.toString('utf8');
    expect(html).toContain('data-ssr="true"');
    expect(html).not.toContain('page-modules');
  });
});

describe('a prerendered page that shows the answers of public reads', async () => {
  const withReads: PageInfo[] = [{ ...(pages[0] as PageInfo), reads: ['/api/things'] }, pages[1] as PageInfo];
  const readsBundle: SsrBundle = {
    ...bundle,
    pages: withReads,
    // The page shows what it was given, as a component reading the page's data would.
    renderPage: async (url, _site, data = {}) =>
      url === '/'
        ? {
            head: '<title>Home</title>',
            html: `<main>${JSON.stringify(data['/api/things'] ?? 'loading')}</main>`,
            status: 200,
          }
        : { head: '<title>Page Not Found</title>', html: '<main><h1>Page Not Found</h1></main>', status: 404 },
  };
  /** A store of that page whose reads `read` answers. */
  const storeReading = (read: (path: string) => Promise<unknown>) =>
    createPageStore({ bundle: readsBundle, site: testConfig().site, template, distDir, read, log: { warn: () => {} } });
  let answer: unknown = ['first review'];
  const asked: string[] = [];
  const store = await storeReading(async (path) => {
    asked.push(path);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const embedded = (html: string) =>
    JSON.parse(html.match(/<script id="page-data" type="application\/json">(.*?)<\/script>/)?.[1] ?? 'null');

  it('is rendered with the answers and carries them for the browser', async () => {
    const html = await documentOf(store, '/');
    expect(asked).toEqual(['/api/things']);
    expect(html).toContain('<main>["first review"]</main>');
    expect(embedded(html)).toEqual({ '/api/things': ['first review'] });
  });

  it('shows a change on the next request once told, and is not read again before', async () => {
    answer = ['first review', 'a </script> in a review'];
    expect(await documentOf(store, '/')).toContain('<main>["first review"]</main>');
    expect(asked).toHaveLength(1);
    store.invalidate();
    const html = await documentOf(store, '/');
    expect(html).toContain('a \\u003c/script> in a review');
    expect(embedded(html)).toEqual({ '/api/things': ['first review', 'a </script> in a review'] });
  });

  it('keeps the answer it had when the read fails', async () => {
    answer = new Error('database away');
    store.invalidate();
    const html = await documentOf(store, '/');
    expect(html).toContain('a \\u003c/script> in a review');
  });

  it('goes out without an answer it never could read, for the browser to fetch', async () => {
    answer = new Error('database away');
    const fresh = await storeReading(async () => {
      throw answer;
    });
    const html = await documentOf(fresh, '/');
    expect(html).toContain('<main>"loading"</main>');
    expect(html).not.toContain('page-data');
    await fresh.close();
  });

  it('shows a change that came while a refresh was reading the earlier answers', async () => {
    let release = () => {};
    answer = ['before the change'];
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reading = { current: undefined as unknown };
    const slowStore = await storeReading(async () => {
      const read = answer;
      if (reading.current === undefined) {
        reading.current = read;
        await held;
      }
      return read;
    });
    const first = documentOf(slowStore, '/');
    await expect.poll(() => reading.current).toEqual(['before the change']);
    answer = ['after the change'];
    slowStore.invalidate();
    release();
    expect(await first).toContain('after the change');
    expect(await documentOf(slowStore, '/')).toContain('after the change');
    await slowStore.close();
  });
});
