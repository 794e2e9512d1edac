import { expect, test, waitForHydration } from './fixtures';

// The menu button exists on small screens only.
test('the phone menu opens, lists the sections, and closes after a choice', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  for (const label of ['Solutions', 'Markets', 'Technology', 'About', 'Support', 'Property Manager']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Technology' }).click();
  await expect(menu).toBeHidden();
  await expect
    .poll(async () => page.locator('#technology').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 15_000,
    })
    .toBe(80);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the desktop bar links scroll to sections, and the menu button is not shown', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets', exact: true }).click();
  await expect
    .poll(async () => page.locator('#markets').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
});

test('a section link on another page opens the home page at that section', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Technology' }).click();
  await expect(page).toHaveURL(/\/#technology$/);
  await expect
    .poll(async () => page.locator('#technology').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 15_000,
    })
    .toBe(80);
});

test("the bar's call to action on a market page lands the contact form 80 px below the top, after the reviews above it arrive", {
  tag: '@phone',
}, async ({ page }) => {
  // The market page came with its own reviews, not the home page's: moving to the home page in the browser, those
  // are fetched, and here they come late, as on a slow connection. The form must not be pushed down by them.
  let answered = false;
  await page.route('/api/reviews/featured', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
    answered = true;
  });
  await page.goto('/educational-institutions');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect.poll(() => answered, { timeout: 15_000 }).toBe(true);
  await expect(page.locator('#reviews [aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(async () => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
      timeout: 15_000,
    })
    .toBe(80);
});

test('the footer links to about, customer service and the portal', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
  await expect(footer.getByRole('link', { name: 'Property Manager Portal' })).toHaveAttribute(
    'href',
    '/property-manager',
  );
});

test('the menu and the contact form can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.locator('#contact-first-name').focus();
  await page.keyboard.type('Maya');
  await page.keyboard.press('Tab');
  await expect(page.locator('#contact-last-name')).toBeFocused();
});
