import { defineConfig } from '@playwright/test';

/**
 * `npm run test:prod`: the production-like run (`npm run start:prod`, scripts/start-prod.mjs) started
 * by the global setup, with the specs of this folder through its nginx on port 7000.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  workers: 1,
  fullyParallel: false,
  globalSetup: './global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '../../.tmp/prod-results',
  use: {
    baseURL: 'http://localhost:7000',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
});
