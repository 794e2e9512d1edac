import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDir } from '../../lib/paths';
import { cacheControlFor, isHashedAsset } from './caching';

const publicFiles = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).map((file) =>
  path.join('/dist/client', file),
);

describe('cache rules of the built files', () => {
  it('knows the names Vite gives (a dash and eight characters of hash), compressed copies included', () => {
    for (const file of [
      '/dist/client/assets/index-B4TIozJk.js',
      '/dist/client/assets/dist-C-0aUxy-.js',
      '/dist/client/assets/index-iWjWYXx6.css.br',
      '/dist/client/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/dist/client/assets/hero-BrUciRp4.svg.gz',
    ]) {
      expect(isHashedAsset(file), file).toBe(true);
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never takes a file copied from public/ for a hashed one: its name is fixed, so it is revalidated', () => {
    expect(publicFiles.length).toBeGreaterThan(3);
    for (const file of publicFiles) {
      expect(isHashedAsset(file), file).toBe(false);
      // The worker's push handler is the worker's own code: checked on every visit, like the worker.
      expect(cacheControlFor(file), file).toBe(file.endsWith('sw-push.js') ? 'no-cache' : 'public, max-age=3600');
    }
  });

  it('has the service worker checked on every visit', () => {
    expect(cacheControlFor('/dist/client/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/client/sw.js.br')).toBe('no-cache');
    expect(cacheControlFor('/dist/client/sw-push.js')).toBe('no-cache');
  });
});
