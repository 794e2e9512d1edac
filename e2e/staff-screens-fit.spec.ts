import type { Page } from '@playwright/test';
import { clippedElements } from './clipping';
import { expect, signInAsAdmin, staffScreens, test } from './fixtures';

// Every staff screen at 1366 x 900, the laptop size the back office is used at most: nothing cut off on the right,
// nothing scrolling sideways, every tab of a screen included (decision 063).
test.use({ viewport: { width: 1366, height: 900 } });

/** The staff screens and a location's record screens; `{location}` is the demo partner. */
const screens = [
  ...staffScreens,
  '/admin/property-managers/{location}/timeline',
  '/admin/property-managers/{location}/feedback',
  '/admin/property-managers/{location}/assets',
  '/admin/property-managers/{location}/decisions',
];

/** The screen has drawn its data: no spinner, no list still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin, [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** What is cut off on the screen as it is now, each finding prefixed with where it was seen. */
async function clippedOn(page: Page, where: string) {
  await settled(page);
  return (await clippedElements(page)).map((finding) => `${where}: ${finding}`);
}

test('every staff screen fits a 1366 px window: no sideways scroll, no control or cell cut off', async ({ page }) => {
  test.slow(); // some 25 screens and tabs, one after another
  await signInAsAdmin(page);
  // The demo partner's timeline, found by its name (other tests add locations of their own).
  await page.goto('/admin-timeline-management');
  const opener = page.getByRole('link', { name: 'Open the timeline of Harborview Residences' });
  const href = (await opener.getAttribute('href')) ?? '';
  const location = /\/admin\/property-managers\/(\d+)\/timeline$/.exec(href)?.[1];
  expect(location, 'the demo partner is listed').toBeTruthy();

  const found: string[] = [];
  for (const screen of screens) {
    const path = screen.replace('{location}', location ?? '');
    await page.goto(path);
    found.push(...(await clippedOn(page, path)));
    // Each other tab of the screen, opened as staff open it.
    const tabs = page.getByRole('tab');
    for (let index = 1; index < (await tabs.count()); index += 1) {
      const tab = tabs.nth(index);
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      found.push(...(await clippedOn(page, `${path}, tab ${name}`)));
    }
  }
  expect(found, 'elements cut off on the right').toEqual([]);
});
