import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5111);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

// Debian's Chromium, never a downloaded browser (architecture.md "Known pitfalls").
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs };

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
    { name: 'phone', use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
