import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketCards } from '../../content/site/market-cards';
import { marketImages } from '../app/head';
import { pictureNames, pictureUrl } from './pictures';

const contentDir = path.join(import.meta.dirname, '../../content');
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
});
