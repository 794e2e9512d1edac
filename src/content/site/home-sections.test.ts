import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderPage } from '../../client/entry-server';
import { type SiteConfig, siteConfigSchema } from '../../contracts/site';
import { homeSections } from './home-sections';

const site: SiteConfig = siteConfigSchema.parse(JSON.parse(readFileSync('config/business.json', 'utf8')));

it("lists the home page's sections in the order the rendered page shows them", async () => {
  const { html } = await renderPage('/', site);
  const shown = [...html.matchAll(/<section[^>]*aria-labelledby="([a-z-]+)-title"/g)].map((match) => match[1]);
  expect(shown).toEqual(homeSections.map((section) => section.id));
});
