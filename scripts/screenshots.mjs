// Screenshots of pages at desktop, laptop and phone sizes, to look at what was built:
//   BASE_URL=http://localhost:5000 node scripts/screenshots.mjs / /about /hotels
// Staff screens: sign in first with STAFF_EMAIL and STAFF_PASSWORD (the back office's sign-in form):
//   STAFF_EMAIL=… STAFF_PASSWORD=… node scripts/screenshots.mjs /admin-chat /admin-users
// SIZES picks some of desktop (1440), laptop (1366) and phone (390), comma-separated; all three by default.
// Writes full-page PNGs to ./screenshots (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/customer-service'];
const allSizes = {
  desktop: { width: 1440, height: 900 },
  laptop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};
const chosen = (process.env.SIZES ?? Object.keys(allSizes).join(',')).split(',');
const sizes = Object.entries(allSizes).filter(([name]) => chosen.includes(name));
mkdirSync('screenshots', { recursive: true });

/** Signs in on /admin with the staff member's e-mail and password, once per browser context. */
async function signIn(page) {
  await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(process.env.STAFF_EMAIL ?? '');
  await page.getByLabel('Password').fill(process.env.STAFF_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Quick Overview' }).waitFor();
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
for (const [size, viewport] of sizes) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (process.env.STAFF_EMAIL) await signIn(page);
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load and reveal animations finish.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(900);
    const file = `screenshots/${size}${path === '/' ? '-home' : path.replaceAll(/[/?=&]/g, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
