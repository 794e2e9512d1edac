import { expect, expectNoAxeViolations, publicRoutes, test, waitForHydration } from './fixtures';

for (const route of publicRoutes) {
  test(`${route.path} renders, hydrates and passes an axe scan`, { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(route.heading);
    await expect(page).toHaveTitle(/Elevate Micro Markets/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('footer')).toContainText('(555) 010-4200');
    await expectNoAxeViolations(page);
  });
}

test('the prerendered HTML already holds the page content, before any script runs', async ({ request }) => {
  const html = await (await request.get('/hotels')).text();
  expect(html).toContain('Schedule Hotel Consultation');
  expect(html).toContain('Perfect for Hotels');
  const home = await (await request.get('/')).text();
  expect(home).toContain('application/ld+json');
  expect(home).toContain('"@type":"LocalBusiness"');
  // The market pictures, preloaded under their built names (a hash of their contents, so cached for a year).
  for (const image of ['residential', 'hospital', 'offices', 'school', 'gym', 'hotel']) {
    expect(home).toMatch(new RegExp(`<link rel="preload" as="image" href="/assets/${image}-[A-Za-z0-9_-]{8}\\.svg"`));
  }
});

test('an unknown path shows Page Not Found with HTTP status 404', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test('/favicon.ico, which browsers and feed readers ask for by name, is the icon, not the 404 page', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('sitemap.xml and robots.txt list the public pages', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of publicRoutes) expect(sitemap).toContain(`<loc>${baseURL}${route.path}</loc>`);
  expect(sitemap).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('back office and portal routes open as their own app shell', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/admin', '/admin-dashboard', '/admin/property-managers/7/timeline', '/property-manager']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('the API docs page renders under the same security headers, offline', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI renders after its own script loads: slower than our pages on a busy machine.
  await expect(page.getByText('Elevate Micro Markets API')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('/api/contact').first()).toBeVisible();
});
