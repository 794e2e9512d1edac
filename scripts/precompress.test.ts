import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a brotli and a gzip copy beside each text file, and leaves alone what is never served as a file', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'elevate-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const text = `export const rows = [${'"row",'.repeat(500)}];\n`;
    const files = [
      'assets/index-B4TIozJk.js',
      'assets/index-iWjWYXx6.css',
      'assets/hero.svg',
      'admin.webmanifest',
      'sw.js',
    ];
    for (const file of files) writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, 'index.html'), text);
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), text);
    writeFileSync(path.join(dir, 'assets', 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // A copy left from an earlier build of a file that is gone.
    writeFileSync(path.join(dir, 'assets', 'old-Cx12ab34.js.br'), 'stale');

    const totals = await precompressDirectory(dir);

    expect(totals.files).toBe(files.length);
    for (const file of files) {
      const full = path.join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(text);
      expect(readFileSync(`${full}.br`).length).toBeLessThan(text.length / 10);
    }
    for (const file of ['index.html', '.vite/manifest.json', 'assets/icon.png'])
      for (const variant of ['.br', '.gz'])
        expect(existsSync(path.join(dir, file + variant)), file + variant).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'old-Cx12ab34.js.br'))).toBe(false);
  });
});
