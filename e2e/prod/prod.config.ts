import { defineConfig } from '@playwright/test';
import { SCHOOL_BROWSER } from '../support/browser';

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
    ...SCHOOL_BROWSER,
  },
});
