import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The service worker and the install prompt (docs/product/public-site.md).

async function workerScopes(page: Page) {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname),
  );
}

/** What Chromium fires when the app can be installed; `prompt()` records that it was called. */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}

/** Once the page shows its login form (the app has started), fires the offer. */
async function offerOnceStarted(page: Page) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await offerInstallation(page);
}

test('public pages register no service worker and link no manifest', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await workerScopes(page)).toEqual([]);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test('the back office and the portal register /sw.js for their own scope', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin.webmanifest');
  await expect.poll(() => workerScopes(page)).toEqual(['/admin']);

  await page.goto('/property-manager');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/property-manager.webmanifest');
  await expect.poll(async () => (await workerScopes(page)).sort()).toEqual(['/admin', '/property-manager']);

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const manifest = await (await request.get('/admin.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
});

test.describe('install prompt', () => {
  const prompt = (page: Page) => page.getByRole('region', { name: 'Install the app' });

  // The prompt is for phones: tagged @phone-only, the phone project alone runs it.
  test('on a phone: 3 s after the offer, installs on request, and "Not now" lasts the session', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin');
    await offerOnceStarted(page);
    await page.clock.fastForward(2500);
    await expect(prompt(page)).toBeHidden();
    await page.clock.fastForward(600);
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(prompt(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);

    await page.reload();
    await offerOnceStarted(page);
    await page.clock.fastForward(3100);
    await prompt(page).getByRole('button', { name: 'Not now' }).click();
    await expect(prompt(page)).toBeHidden();

    await page.reload();
    await offerOnceStarted(page);
    await page.clock.fastForward(5000);
    await expect(prompt(page)).toBeHidden();
  });

  test('on a desktop the offer is not shown', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin');
    await offerOnceStarted(page);
    await page.clock.fastForward(5000);
    await expect(prompt(page)).toBeHidden();
  });
});
