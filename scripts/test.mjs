#!/usr/bin/env node
// `npm test`: installs what the tests need (npm packages; Debian's Chromium, PostgreSQL and
// nginx when missing) and runs every suite: types, lint, unit and service tests on SQLite,
// the service tests again on PostgreSQL, production builds, the browser journeys, then `npm start`.
import { bin, ensureAptPackages, ensureDependencies, log, npx, run, runTogether } from './lib.mjs';

const started = Date.now();
const step = async (name, fn) => {
  const t0 = Date.now();
  log(`▶ ${name}`);
  await fn();
  log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
};
// Two jest workers on the two-core runner: 5.4 min instead of 7.8 for the SQLite pass (measured).
const JEST_WORKERS = process.env.JEST_WORKERS ?? '2';

ensureDependencies();
ensureAptPackages([
  { command: 'chromium', pkg: 'chromium' },
  { command: 'initdb', path: '/usr/lib/postgresql', pkg: 'postgresql' },
  { command: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx' },
  { command: 'redis-server', path: '/usr/bin/redis-server', pkg: 'redis-server' },
  // The wall around students' code: the tests run checks in the same sandbox as the school.
  { command: 'bwrap', pkg: 'bubblewrap' },
]);

// Each is one thread: side by side they take the time of the longer (32 s and 37 s, quiet machine).
await step('type check and lint', () =>
  runTogether([
    [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    [bin('eslint'), ['.', '--max-warnings=0']],
  ]),
);
// The PostgreSQL pass runs after this one, not beside it: side by side (four jest workers on two
// cores) both took 11.5 min instead of 6.4 + 2.5, and the tutor's provider timed out (measured).
await step('unit and service tests (SQLite)', () => npx('jest', ['--ci', '--maxWorkers', JEST_WORKERS]));
// Suites that never reach the database (the check service, Python/JS/SQL checks of the seeded
// tasks, pure functions of the status machine, dates, URL rewriting, the web server's routing,
// collab rooms with an in-memory store): they ran once above, PostgreSQL cannot change them.
const DATABASE_FREE = [
  '/services/check-service/',
  '/services/code-check/check-client\\.test',
  '/services/code-check/python/(python-check|reference-drawing)\\.test',
  '/services/code-check/js/js-check\\.test',
  '/services/seed/seed-(python|python-cases|web|sql)\\.test',
  '/services/aichat/no-llm/explain-error\\.test',
  '/services/learning/checks/blockly-check\\.test',
  '/services/learning/(status-machine|lesson-dates|teacher-review-logic)\\.test',
  '/services/gateway/(web|history-fallback)\\.test',
  '/services/collab/rooms\\.test',
  '/services/files/content-type\\.test',
  '/services/content-urls/rewrite\\.test',
];
await step('service tests (PostgreSQL)', () =>
  run('node', ['scripts/with-postgres.mjs', 'node_modules/.bin/jest', '--ci', '--maxWorkers', JEST_WORKERS, '--selectProjects', 'services', '--testPathIgnorePatterns', ...DATABASE_FREE]),
);
const { buildAll } = await import('./build.mjs');
await step('production builds', () => buildAll());
await step('browser journeys (Playwright, Chromium)', () => npx('playwright', ['test', '-c', 'e2e/playwright.config.ts']));
await step('production topology under load and faults (start:prod, Playwright)', () => npx('playwright', ['test', '-c', 'e2e/prod/prod.config.ts']));
// The README's first command, run as a newcomer runs it (reusing the builds just made): serves,
// a student logs in, Ctrl+C leaves no process. Its fresh-clone half is scripts/start-bootstrap.test.ts.
await step('npm start (Playwright, Chromium)', () => npx('playwright', ['test', '-c', 'e2e/start.config.ts']));
log(`all suites passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
