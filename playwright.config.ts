import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 5111);
// Debian's Chromium (its headless shell when installed), never a downloaded browser.
const launchOptions = { executablePath: chromiumPath(), args: chromiumFlags };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The assistant's first training, before the tests (e2e/assistant.setup.ts).
    { name: 'warm-up', testMatch: /assistant\.setup\.ts/ },
    // Every test but those tagged @phone-only (a phone's own layout or prompt).
    {
      name: 'desktop',
      dependencies: ['warm-up'],
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    // At phone size, the tests tagged @phone: every public page, the layouts that change on a phone, the forms and
    // the portal, and those tagged @phone-only. The journeys behind them are the same code at both sizes and run
    // once, on desktop (decision 034).
    {
      name: 'phone',
      dependencies: ['warm-up'],
      grep: /@phone/,
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
