// Screenshots of pages at desktop and phone sizes, to look at what was built:
//   BASE_URL=http://localhost:5000 node scripts/screenshots.mjs / /about /hotels
// Writes full-page PNGs to ./screenshots (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:5000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/customer-service'];
const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
for (const [size, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
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
    const file = `screenshots/${size}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
