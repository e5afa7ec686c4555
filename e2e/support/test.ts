import { test as base } from '@playwright/test';
import { gatewayPort } from './ports';

/** The gateway (shell and API) of the worker running the current test. */
export const shellUrl = (parallelIndex = base.info().parallelIndex) => `http://localhost:${gatewayPort(parallelIndex)}`;

/**
 * Playwright's test with `baseURL` set to this worker's own gateway: pages and `request` calls
 * with relative paths reach a database no other worker writes to.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(shellUrl(testInfo.parallelIndex)),
});

// Everything else as Playwright exports it (this module's `test` takes the place of Playwright's).
export * from '@playwright/test';
