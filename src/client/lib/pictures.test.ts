import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { marketCards } from '../../content/site/market-cards';
import { marketImages } from '../app/head';
import { pictureNames, pictureUrl } from './pictures';

const contentDir = path.join(import.meta.dirname, '../../content');
const picturesDir = path.join(import.meta.dirname, '../assets/pictures');
const pictureFiles = readdirSync(picturesDir).filter((file) => file.endsWith('.svg'));
// A drawing, not a photograph: a few KB on the wire, so six of them cost less than one photo.
const MAX_GZIP_BYTES = 4 * 1024;
const contentFiles = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.ts'),
);
const namedInContent = [
  ...new Set(
    contentFiles.flatMap((file) =>
      [...readFileSync(path.join(contentDir, file), 'utf8').matchAll(/'(\/assets\/[^']+\.svg)'/g)].map(
        (match) => match[1]!,
      ),
    ),
  ),
];

describe('pictures', () => {
  it('every picture the published text names is built from a source file, so it gets a hashed name', () => {
    expect(namedInContent.length).toBeGreaterThanOrEqual(9);
    for (const name of namedInContent) {
      expect(pictureNames).toContain(name);
      expect(pictureUrl(name)).not.toBe(name);
    }
  });

  it('the home page preloads the built addresses the market cards show', () => {
    expect(marketImages).toHaveLength(6);
    expect(marketImages).toEqual(marketCards.map((card) => pictureUrl(card.image)));
  });

  it('any other address is left as it is', () => {
    expect(pictureUrl('/assets/favicon.svg')).toBe('/assets/favicon.svg');
  });

  it('every picture declares its size, in the shape of its drawing, so nothing shifts while it loads', () => {
    expect(pictureFiles.length).toBeGreaterThanOrEqual(9);
    for (const file of pictureFiles) {
      const root = readFileSync(path.join(picturesDir, file), 'utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
      const number = (name: string) => Number(root.match(new RegExp(` ${name}="([-\\d.]+)"`))?.[1]);
      const [, , boxWidth, boxHeight] = (root.match(/viewBox="([^"]+)"/)?.[1] ?? '').split(/\s+/).map(Number);
      expect(number('width'), file).toBeGreaterThan(0);
      expect(number('height'), file).toBeGreaterThan(0);
      expect(number('width') / number('height'), file).toBeCloseTo(boxWidth! / boxHeight!, 3);
    }
  });

  it('every picture stays light on the wire', () => {
    for (const file of pictureFiles) {
      const bytes = gzipSync(readFileSync(path.join(picturesDir, file)), { level: 9 }).length;
      expect(bytes, file).toBeLessThanOrEqual(MAX_GZIP_BYTES);
    }
  });
});
