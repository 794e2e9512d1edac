import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const pictureOf = (image: Locator) => image.getAttribute('src');

test('every market card shows its own picture, and the hero one of its own', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const cards = await page
    .locator('#markets li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(cards).toHaveLength(6);
  expect(new Set(cards).size).toBe(6);
  const hero = await pictureOf(page.locator('section[aria-labelledby="hero-title"] img'));
  expect(cards).not.toContain(hero);
  const homeAbout = await pictureOf(page.locator('#about img'));

  await page.goto('/about');
  await waitForHydration(page);
  expect(await pictureOf(page.locator('#overview img'))).not.toBe(homeAbout);
  // The team drawn as people: a portrait beside every name, silent for screen readers since the name follows.
  const portraits = page.locator('#team li img');
  await expect(portraits).toHaveCount(6);
  for (const portrait of await portraits.all()) {
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveAttribute('alt', '');
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the hero picture shows before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"] img');
  await expect(hero).toHaveCSS('opacity', '1');
  await context.close();
});

test('client reviews on a market page are cards of its testimonials’ list: one layout, centred', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/hotels');
  await waitForHydration(page);
  // The reviews load with the testimonials, as the visitor scrolls towards them.
  const section = page.locator('#testimonials');
  await section.scrollIntoViewIfNeeded();
  const lists = section.getByRole('list');
  await expect(lists).toHaveCount(1);
  const reviews = lists.getByTestId('review-card');
  await expect(reviews.first()).toBeVisible();
  await expect(section.getByRole('heading')).toHaveCount(1);
  const cards = lists.locator('figure');
  const frame = (await section.locator('> div').boundingBox())!;
  const boxes = await cards.evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().toJSON()));
  const left = Math.min(...boxes.map((box) => box.left)) - frame.x;
  const right = frame.x + frame.width - Math.max(...boxes.map((box) => box.right));
  expect(Math.abs(left - right)).toBeLessThanOrEqual(2);

  // The same card, the same caption: who, their title, where; no date or facility line of the home page's.
  const look = (card: Locator) =>
    card.evaluate((figure) => {
      const quote = figure.querySelector('blockquote')!;
      const style = getComputedStyle(figure);
      const caption = [...figure.querySelectorAll('figcaption > *')].map((line) => line.className);
      return [style.padding, style.borderRadius, style.boxShadow, getComputedStyle(quote).fontSize, caption];
    });
  const testimonial = cards.first();
  expect(await look(reviews.first())).toEqual(await look(testimonial));
  await expectNoAxeViolations(page);
});
