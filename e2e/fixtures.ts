import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { uniqueTag } from './records';

export const publicRoutes = [
  { path: '/', heading: /Facility/ },
  { path: '/about', heading: /family/i },
  { path: '/luxury-condos', heading: /.+/ },
  { path: '/medical-facilities', heading: /.+/ },
  { path: '/corporate-offices', heading: /.+/ },
  { path: '/educational-institutions', heading: /.+/ },
  { path: '/fitness-wellness', heading: /.+/ },
  { path: '/hotels', heading: /.+/ },
  { path: '/customer-service', heading: /How can we help/ },
] as const;

/**
 * Every test fails on a console error or an uncaught page error (a hydration mismatch shows up here). A test that
 * makes records asks for `tag`, a tag of its own to name them by (records.ts).
 */
export const test = base.extend<{ consoleErrors: string[]; tag: string }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern (nothing).
  tag: async ({}, use) => {
    await use(uniqueTag());
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the route's code is loaded and attached). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The WCAG 2.1 A and AA rules on the page as shown. Axe runs in the page itself ("legacy mode"): the default opens
 * a blank page and loads axe a second time to gather the frames' results, which doubled each scan's time here
 * (decision 087); the product's pages have no frame from another origin for that to gather.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The back office's own screens (src/client/app/routes.tsx), each a page of its own. */
export const staffScreens = [
  '/admin',
  '/admin-dashboard',
  '/admin-mail',
  '/admin-chat',
  '/admin-crm-prospects',
  '/admin-property-managers',
  '/admin-timeline-management',
  '/admin-manager-requests',
  '/admin-reviews',
  '/admin-chatbot-training',
  '/admin-training-suggestions',
  '/admin-assistant-report',
  '/test-chatbot',
  '/admin-users',
  '/admin-sitemap',
] as const;

// The e2e server starts with this admin (scripts/e2e-server.mjs).
export const ADMIN = { email: 'e2e-admin@elevate.example', password: 'e2e-password-123' };

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in as the e2e admin and waits for the back-office home. */
export async function signInAsAdmin(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Quick Overview' })).toBeVisible();
}

/** Signs in as the e2e admin and opens a back-office page. */
export async function openAsAdmin(page: Page, path: string) {
  await signInAsAdmin(page);
  await page.goto(path);
}

/**
 * The back office navigation as the screen shows it: the sidebar on desktop; on phones the Menu button opens it as
 * a drawer first.
 */
export async function backOfficeNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  // Whichever the screen shows, once the session is known.
  await expect(menu.or(sidebar).first()).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    return page
      .getByRole('dialog', { name: 'Back office navigation' })
      .getByRole('navigation', { name: 'Back office' });
  }
  return page.getByRole('navigation', { name: 'Back office' });
}

/** Signs the staff member out from the navigation's Logout. */
export async function staffLogout(page: Page) {
  const nav = await backOfficeNav(page);
  await nav.locator('xpath=..').getByRole('button', { name: 'Logout' }).click();
}
