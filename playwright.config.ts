import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium, see scripts/ensure-chromium.mjs) drives the
 * built product, started by tests/e2e/support/global-setup.ts exactly as `npm start` starts it, on a
 * temporary DATA_DIR and with a local SMTP sink. Never `playwright install`.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two cores, one server: two spec files at a time (a test's own accounts and records are its own;
  // 20 → 10 minutes). Tests that click a deferred part wait for its hydration first.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Only the tests written for a phone (tagged @phone): the mobile menu and the phone layout.
      name: 'phone',
      grep: /@phone/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
