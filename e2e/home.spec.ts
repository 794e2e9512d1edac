import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the home sections come in the order of the spec', async ({ page }) => {
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  const order = ['solutions', 'markets', 'technology', 'about', 'reviews', 'contact'];
  expect(ids.filter((id) => order.includes(id))).toEqual(order);
});

test('the hero word rotates through the audiences', async ({ page }) => {
  const word = page.getByTestId('rotating-word');
  await expect(word).toHaveText('Facility');
  await expect(word).toHaveText('Resident', { timeout: 5000 });
});

// The reviews section loads its code, then the reviews, as the visitor scrolls towards it.
const scrollToReviews = (page: Page) => page.locator('#reviews').scrollIntoViewIfNeeded();

test('featured reviews show at most three cards with stars and names', async ({ page }) => {
  await scrollToReviews(page);
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole('img', { name: /Rated [1-5] out of 5/ })).toBeVisible();
});

test('with no featured reviews the "coming soon" placeholder shows its three cards', async ({ page }) => {
  await page.route('/api/reviews/featured', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await scrollToReviews(page);
  const placeholder = page.getByTestId('reviews-coming-soon');
  // The section's code and its reviews load as it comes near: on a loaded machine that takes a few seconds.
  await expect(placeholder).toBeVisible({ timeout: 15_000 });
  for (const title of ['Real Feedback', 'Partner Stories', 'Results']) await expect(placeholder).toContainText(title);
});

test('a failing reviews call counts as no reviews', async ({ page, consoleErrors }) => {
  await page.route('/api/reviews/featured', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await scrollToReviews(page);
  await expect(page.getByTestId('reviews-coming-soon')).toBeVisible({ timeout: 15_000 });
  consoleErrors.length = 0;
});

test('Schedule Consultation scrolls the contact section to 80 px below the top', { tag: '@phone' }, async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Schedule Consultation', exact: true }).first().click();
  await expect
    .poll(async () => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
});

test('a market card opens its landing page at the top', { tag: '@phone' }, async ({ page }) => {
  await page.locator('#markets').getByRole('link', { name: /Hotel/ }).first().click();
  await expect(page).toHaveURL(/\/hotels$/);
  await expect(page.getByRole('link', { name: 'Schedule Hotel Consultation' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the offline badge appears when the browser goes offline', async ({ page, context }) => {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-badge')).toHaveCount(0);
});
