import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { fillFields } from './forms';
import { uniqueTag } from './records';

// Decision 047: a prerendered page shows its words with its stylesheet alone; its scripts (React and the route's
// code) are fetched once the page has loaded, or at once when the visitor presses or types before then.

/** Holds the home page's hero picture, so that the page cannot finish loading until `release` is called. */
async function holdHeroPicture(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/hero-*.svg', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The scripts the page has asked for so far, by path. */
function scriptRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Two frames of the page's own: its boot script ran before DOMContentLoaded, so by then a script it asked for too
 * early has been requested.
 */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

test('the home page reads before its scripts arrive, and comes alive once it has loaded', async ({ page }) => {
  const release = await holdHeroPicture(page);
  const scripts = scriptRequests(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About' }).first()).toHaveAttribute('href', /about/);
  // Nothing but the small boot script while the page is still loading.
  await twoFrames(page);
  expect(scripts).toHaveLength(1);
  expect(await hydrated(page)).toBe(false);

  release();
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(1);
});

test('a visitor who presses a key before the page has loaded gets its behaviour at once', async ({ page }) => {
  const release = await holdHeroPicture(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await twoFrames(page);
  expect(await hydrated(page)).toBe(false);
  await page.keyboard.press('Tab');
  await waitForHydration(page);
  release();
});

test('a form sent before the page is live does not put what the visitor typed in the address', async ({ page }) => {
  await holdHeroPicture(page);
  // The page's code is held too, so the form is still the server's markup when it is sent.
  await page.route('**/assets/entry-client-*.js', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Every field the browser requires is filled, so nothing but the page itself stops the browser from sending it.
  const form = page.getByTestId('contact-form');
  await fillFields(form, {
    'First Name': 'Ana',
    'Last Name': 'Lima',
    Email: 'ana.lima@example.com',
    Phone: '(555) 010-7788',
    'Facility Type': 'luxury-condo',
  });
  await form.getByLabel('Email').press('Enter');
  // A check that nothing happens: a form the browser sent would have loaded its address well within this.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  await expect(form.getByLabel('First Name')).toHaveValue('Ana');
});

test('an agreement ticked before the contact form has its code counts when the form is sent', async ({ page }) => {
  // The form's own code is held back while the visitor fills it in and ticks the box.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route('**/assets/lazy-*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('I agree to be contacted')) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await fillFields(form, {
    'First Name': 'Ana',
    'Last Name': 'Lima',
    Email: `ana.lima${uniqueTag()}@example.com`,
    Phone: '(555) 010-7788',
    'Facility Type': 'luxury-condo',
    'Company or Property Name': 'Lima Lofts',
    Message: 'A spare room off the lobby.',
  });
  await form.getByLabel('I agree to be contacted about this inquiry').check();
  expect(held).toBe(true);
  release();
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(page.getByTestId('toast')).toContainText('Success!');
});
