import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../client/app/routes';
import { renderPage } from '../../client/entry-server';
import { type SiteConfig, siteConfigSchema } from '../../contracts/site';
import { marketSlugs, markets } from './markets';
import { type SitePassage, sitePassages } from './passages';

const site: SiteConfig = siteConfigSchema.parse(JSON.parse(readFileSync('config/business.json', 'utf8')));
const publicPaths = routes.filter((route) => route.area === 'public' && route.prerender).map((route) => route.path);
const passages = sitePassages(site);

/** Lower-case words only: markup, entities, punctuation and spacing never decide a match. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The visible text of rendered HTML as words: comments, tags (with their attributes) and entities removed. */
const htmlWords = (html: string) =>
  words(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&[#\w]+;/g, ' '),
  );

/** A passage's lines and sentences: each must read on the page exactly, whatever joins them in the passage. */
const pieces = (text: string) =>
  text
    .split(/\n|(?<=[.!?…]["”’)]?)\s+/)
    .map((piece) => piece.trim())
    .filter(Boolean);

const rendered = new Map<string, string>();
beforeAll(async () => {
  for (const path of publicPaths) rendered.set(path, (await renderPage(path, site)).html);
});

describe('sitePassages', () => {
  it('gives every passage plain text, a public page, a title and a section', () => {
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) {
      expect(publicPaths, passage.id).toContain(passage.page);
      expect(passage.text.trim(), passage.id).not.toBe('');
      expect(passage.text, passage.id).not.toMatch(/[<>]|\{|\}/);
      expect(passage.pageTitle, passage.id).not.toBe('');
      expect(passage.section, passage.id).not.toBe('');
      if (passage.anchor !== null) expect(passage.anchor, passage.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('gives every passage a unique id', () => {
    const ids = passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every public page', () => {
    expect(new Set(passages.map((passage) => passage.page))).toEqual(new Set(publicPaths));
  });

  it('points only to anchors the rendered page has', () => {
    for (const passage of passages) {
      if (passage.anchor === null) continue;
      expect(rendered.get(passage.page), passage.id).toContain(` id="${passage.anchor}"`);
    }
  });

  it('says nothing its page does not show', () => {
    for (const passage of passages.filter((passage) => passage.id !== 'business')) {
      const page = htmlWords(rendered.get(passage.page) ?? '');
      for (const piece of pieces(passage.text)) expect(page, `${passage.id}: ${piece}`).toContain(words(piece));
    }
  });

  it('keeps testimonials in their own passage, one per market page, apart from the facts', () => {
    const quotes = marketSlugs.flatMap((slug) => markets[slug].testimonials.items.map(({ quote }) => quote));
    const withQuote = (passage: SitePassage) => quotes.some((quote) => passage.text.includes(quote));
    expect(passages.filter(withQuote).every((passage) => passage.section === 'Testimonials')).toBe(true);
    for (const slug of marketSlugs) {
      const testimonials = passages.filter((passage) => passage.market === slug && passage.section === 'Testimonials');
      expect(testimonials.map((passage) => passage.id)).toEqual([`/${slug}#testimonials`]);
    }
  });

  it('takes the business details from the site configuration', () => {
    const moved: SiteConfig = {
      ...site,
      name: 'Northwind Markets',
      legalName: 'Northwind Markets Inc.',
      phone: '(555) 777-1000',
      emergencyPhone: '(555) 777-1999',
      email: 'hi@northwind.example',
      supportEmail: 'help@northwind.example',
      serviceArea: 'Lakeshore Region',
      hours: 'Office: every day, 9 am to 5 pm',
      foundedYear: 2001,
      address: { street: '9 Harbor Road', city: 'Lakeshore', region: 'OR', postalCode: '97000', country: 'US' },
    };
    const all = sitePassages(moved);
    const text = all.map((passage) => passage.text).join('\n');
    for (const old of [site.phone, site.emergencyPhone, site.email, site.supportEmail, site.serviceArea]) {
      expect(text).not.toContain(old);
    }
    const business = all.find((passage) => passage.id === 'business');
    expect(business).toMatchObject({ page: '/', anchor: 'contact', market: null });
    for (const detail of [
      moved.name,
      moved.legalName,
      moved.phone,
      moved.emergencyPhone,
      moved.email,
      moved.supportEmail,
      moved.serviceArea,
      moved.hours,
      '9 Harbor Road, Lakeshore, OR 97000, US',
      String(moved.foundedYear),
    ]) {
      expect(business?.text).toContain(detail);
    }
    const help = all.find((passage) => passage.id === '/customer-service#immediate-help');
    expect(help?.text).toContain(moved.emergencyPhone);
    expect(help?.text).toContain(moved.supportEmail);
    expect(all.find((passage) => passage.id === '/about#story')?.text).toContain('In 2001 they opened');
  });
});
