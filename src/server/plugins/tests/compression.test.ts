import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../scripts/precompress.mjs';
import { type App, buildApp } from '../../app';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugin } from '../compression';

// A small build of the client, made the way `npm run build` makes it (hashed asset names, then the compressed
// copies beside each file), and a server-render bundle with one prerendered page and one back-office route.
const script = `export function rows(items) {\n${Array.from(
  { length: 300 },
  (_, i) => `  if (items[${i}]) console.log('row ${i}', items[${i}].name, items[${i}].value);`,
).join('\n')}\n}\n`;
const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">${Array.from(
  { length: 80 },
  (_, i) => `<rect x="${i * 10}" y="${i * 5}" width="40" height="30" fill="#0f1f3d"/>`,
).join('')}</svg>`;
const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"></div></body></html>';
const bundle = `
export const pages = [
  { path: '/', area: 'public', prerender: true, title: 'Home', description: 'Home', module: 'home.tsx' },
  { path: '/admin', area: 'admin', prerender: false, title: 'Admin', description: 'Admin', module: 'admin.tsx' },
];
export const matchPage = (pathname) => pages.find((page) => page.path === pathname);
export const renderPage = async (url) =>
  url === '/'
    ? { head: '<title>Home</title>', html: '<main>' + '<p>A premium market for every facility.</p>'.repeat(200) + '</main>', status: 200 }
    : { head: '<title>Page Not Found</title>', html: '<main><h1>Page Not Found</h1>' + '<p>Nothing here.</p>'.repeat(100) + '</main>', status: 404 };
`;

function makeBuild(root: string) {
  const clientDir = path.join(root, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), template);
  writeFileSync(path.join(clientDir, 'assets', 'index-Ab_d-123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'hero-BrUciRp4.svg'), picture);
  writeFileSync(path.join(clientDir, 'assets', 'favicon.svg'), picture);
  writeFileSync(path.join(clientDir, 'sw.js'), script);
  const ssrEntryFile = path.join(root, 'entry-server.mjs');
  writeFileSync(ssrEntryFile, bundle);
  return { clientDir, ssrEntryFile };
}

const decode = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
};

describe('compression on the wire', () => {
  let app: App;
  let database: TestDatabase;
  let root: string;
  let clientDir: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'elevate-compression-'));
    const build = makeBuild(root);
    clientDir = build.clientDir;
    await precompressDirectory(clientDir);
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false, pages: build });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  const expectVariant = (response: LightMyRequestResponse, encoding: 'br' | 'gzip' | undefined) => {
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  };

  describe('a prerendered page', () => {
    it('comes brotli-compressed when brotli is accepted, gzip when only gzip is, as it is otherwise', async () => {
      const identity = await get('/');
      expectVariant(identity, undefined);
      expect(identity.body).toContain('A premium market for every facility.');
      expect(identity.headers['content-type']).toBe('text/html; charset=utf-8');

      const br = await get('/', 'gzip, deflate, br, zstd');
      expectVariant(br, 'br');
      expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
      expect(decode(br)).toBe(identity.body);

      const gzip = await get('/', 'gzip');
      expectVariant(gzip, 'gzip');
      expect(decode(gzip)).toBe(identity.body);

      expectVariant(await get('/', 'identity'), undefined);
      expectVariant(await get('/', 'deflate'), undefined);
    });

    it('follows the quality values: a refused encoding is never sent', async () => {
      expectVariant(await get('/', 'br;q=0, gzip'), 'gzip');
      expectVariant(await get('/', 'gzip;q=0.5, br;q=0.1'), 'gzip');
      expectVariant(await get('/', 'br;q=0, gzip;q=0'), undefined);
    });

    it('and so do the 404 page and the back-office app shell', async () => {
      const missing = await get('/no-such-page', 'br, gzip');
      expect(missing.statusCode).toBe(404);
      expectVariant(missing, 'br');
      expect(decode(missing)).toContain('Page Not Found');

      const shell = await get('/admin', 'gzip');
      expect(shell.statusCode).toBe(200);
      expectVariant(shell, 'gzip');
      expect(decode(shell)).toContain('<meta name="robots" content="noindex">');
      expect(decode(await get('/admin', 'br'))).toBe((await get('/admin')).body);
    });
  });

  describe('a built file', () => {
    const file = '/assets/index-Ab_d-123.js';

    it('comes as its brotli or gzip copy by Accept-Encoding, as it is otherwise, with the script type', async () => {
      const identity = await get(file);
      expectVariant(identity, undefined);
      expect(identity.body).toBe(script);

      const br = await get(file, 'br, gzip');
      expectVariant(br, 'br');
      expect(br.rawPayload).toEqual(readFileSync(path.join(clientDir, `${file}.br`)));
      expect(decode(br)).toBe(script);
      expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);

      const gzip = await get(file, 'gzip');
      expectVariant(gzip, 'gzip');
      expect(decode(gzip)).toBe(script);

      expectVariant(await get(file, 'identity'), undefined);
    });

    it('is cached for a year as immutable when its name carries a hash, compressed or not', async () => {
      for (const url of [file, '/assets/hero-BrUciRp4.svg']) {
        for (const accept of [undefined, 'br', 'gzip']) {
          expect((await get(url, accept)).headers['cache-control'], `${url} ${accept}`).toBe(
            'public, max-age=31536000, immutable',
          );
        }
      }
      const picture = await get('/assets/hero-BrUciRp4.svg', 'br');
      expectVariant(picture, 'br');
      expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('with a fixed name is cached for an hour, then revalidated; the service worker is always checked', async () => {
      const favicon = await get('/assets/favicon.svg', 'br');
      expectVariant(favicon, 'br');
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
      const revalidated = await app.inject({
        url: '/assets/favicon.svg',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(favicon.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect((await get('/sw.js', 'br')).headers['cache-control']).toBe('no-cache');
    });

    it('never serves the compressed copies at addresses of their own', async () => {
      const direct = await get(`${file}.br`, 'br');
      expect(direct.statusCode).toBe(404);
      expect(direct.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('a dynamic answer', () => {
    it('is compressed when it is over 1 KB and the request accepts it', async () => {
      const identity = await get('/api/openapi.json');
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

      const br = await get('/api/openapi.json', 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode(br))).toEqual(identity.json());

      const gzip = await get('/api/openapi.json', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decode(gzip))).toEqual(identity.json());
    });

    it('is only ever an answer: a compressed request body is not inflated', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ customerName: 'Ann' })),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toBeUndefined();
    });

    it('goes out as it is when it is under 1 KB', async () => {
      const small = await get('/healthz', 'br, gzip');
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual(expect.objectContaining({ status: 'ok' }));
    });
  });
});

describe('compression of streamed events', () => {
  it('leaves a server-sent event stream alone, whatever its size, so that no event is held back', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    const events = 'data: {"text":"hello"}\n\n'.repeat(200);
    app.get('/events', async (_request, reply) => reply.type('text/event-stream').send(events));
    app.get('/text', async (_request, reply) => reply.type('text/plain').send(events));
    const headers = { 'accept-encoding': 'br, gzip' };
    const stream = await app.inject({ url: '/events', headers });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe(events);
    // The same text under another type is compressed: the stream is left alone for being a stream.
    expect((await app.inject({ url: '/text', headers })).headers['content-encoding']).toBe('br');
    await app.close();
  });
});
