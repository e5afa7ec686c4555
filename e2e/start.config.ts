import { defineConfig } from '@playwright/test';
import { SCHOOL_BROWSER } from './support/browser';

/**
 * `npm run test:start`: `npm start` as a newcomer runs it (e2e/start/start.spec.ts), on the
 * default ports; no shared e2e servers (the spec starts the school itself).
 */
export default defineConfig({
  testDir: './start',
  workers: 1,
  // Builds run only for apps that changed (`npm test` has just built them all).
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '../.tmp/start-results',
  use: {
    ...SCHOOL_BROWSER,
  },
});
