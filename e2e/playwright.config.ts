import { defineConfig } from '@playwright/test';
import { SCHOOL_BROWSER } from './support/browser';
import { E2E_BASE_URL, E2E_WORKERS } from './support/ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Each worker has a gateway and database of its own (support/test.ts sets baseURL to it); the
  // tests of a file run in order in one worker. One unless E2E_WORKERS says more.
  workers: E2E_WORKERS,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    // The first worker's gateway; support/test.ts gives each worker its own.
    baseURL: E2E_BASE_URL,
    ...SCHOOL_BROWSER,
    trace: 'retain-on-failure',
  },
});
