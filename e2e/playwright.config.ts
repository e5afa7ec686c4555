import { defineConfig } from '@playwright/test';
import { SCHOOL_BROWSER } from './support/browser';
import { E2E_BASE_URL, E2E_STATE_DIR_NAME, E2E_WORKERS } from './support/ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Each worker has a gateway and database of its own (support/test.ts sets baseURL to it); the
  // tests of a file run in order in one worker. Two unless E2E_WORKERS says otherwise.
  workers: E2E_WORKERS,
  fullyParallel: false,
  // Generous limits: a passing journey never waits for them, and a loaded two-core runner (two
  // workers, each a browser and a gateway) takes well over 10 s for a remote's first paint.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Playwright empties its output folder when a run starts: each port base has its own, so a run
  // beside another (E2E_PORT_BASE) does not delete the other's traces mid-test.
  outputDir: `../.tmp/${E2E_STATE_DIR_NAME}-results`,
  use: {
    // The first worker's gateway; support/test.ts gives each worker its own.
    baseURL: E2E_BASE_URL,
    ...SCHOOL_BROWSER,
    trace: 'retain-on-failure',
  },
});
