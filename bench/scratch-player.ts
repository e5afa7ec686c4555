/**
 * Scratch player benchmark: `npm run bench:scratch-player` (one run; needs production builds of the
 * shell and mfe-funspace). Starts the e2e stack on its own ports (base SCRATCH_PLAYER_BENCH_PORT,
 * default 3140: the gateway with a fresh seeded database, the shell and the remotes), uploads two
 * real projects as a student's Fun Space projects, and times in headless Chromium from navigation to
 * the player's 'ready' state (project fetched, decoded with all its assets, the VM running): a 1.5 MB project
 * (pen-dolphin-3d.sb3) and a small one (default.sb3), each cold (new browser context, empty cache)
 * and warm (reload). Goal (issue 21): small < 1.5 s, large < 4 s on this machine.
 *
 * Two clocks: "in page" is the page's own time from navigation start to the moment the player's
 * element turns ready (a MutationObserver mark: what the visitor sees); "wall" is the benchmark's clock
 * from goto() to Playwright noticing it (polled every animation frame; adds Playwright's round trips).
 * Before the timed visits, one untimed visit in a throwaway context warms the servers (the first request
 * after a server starts reads every file from disk: no visitor of a running site pays that), unless
 * SCRATCH_PLAYER_BENCH_COLD_SERVER=1. For each first visit it also prints the JavaScript the page
 * fetched: files, raw bytes, and gzip bytes (what a compressing server sends).
 */
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

process.env.E2E_PORT_BASE ??= process.env.SCRATCH_PLAYER_BENCH_PORT ?? '3140';
const CORPUS = path.resolve(__dirname, '..', 'e2e', 'fixtures', 'scratch-corpus');
const PROJECTS = [
  { label: 'small (default.sb3)', file: 'default.sb3', goal: '< 1500' },
  { label: '1.5 MB (pen-dolphin-3d.sb3)', file: 'pen-dolphin-3d.sb3', goal: '< 4000' },
];
const READY = '[data-testid=scratch-player][data-state=ready]';
const READY_MARK = 'bench:scratch-player-ready';

function row(label: string, value: number, unit: string, goal?: string) {
  console.log(`${label.padEnd(56)} ${value.toFixed(0).padStart(7)} ${unit}${goal ? `   (goal ${goal})` : ''}`);
}

/** Marks, in the page's own clock, the moment the player's element shows the ready state. */
async function markReady(context: BrowserContext) {
  await context.addInitScript(
    ({ selector, mark }) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        performance.mark(mark);
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    },
    { selector: READY, mark: READY_MARK },
  );
}

/** Navigates and returns both clocks, in ms. */
async function timeLoad(tab: Page, go: () => Promise<unknown>) {
  const started = performance.now();
  await go();
  await tab.waitForFunction((selector) => !!document.querySelector(selector), READY, { polling: 'raf', timeout: 60_000 });
  const wall = performance.now() - started;
  const inPage = await tab.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN, READY_MARK);
  return { wall, inPage };
}

async function main() {
  // The e2e helpers read the port base when they load.
  const { startAll, stopAll } = await import('../e2e/support/servers');
  const { E2E_BASE_URL } = await import('../e2e/support/ports');
  const { login } = await import('../e2e/support/session');
  const { scratchProject } = await import('../e2e/tests/scratch-player-game');
  let browser: Browser | null = null;
  await startAll();
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
    });
    const setup = await browser.newContext({ baseURL: E2E_BASE_URL });
    const page = await setup.newPage();
    await login(page, 'student1');
    const storage = await setup.storageState();
    const ids: number[] = [];
    for (const p of PROJECTS) ids.push(await scratchProject(page, p.label, readFileSync(path.join(CORPUS, p.file))));
    if (process.env.SCRATCH_PLAYER_BENCH_COLD_SERVER !== '1') {
      for (const id of ids) {
        await page.goto(`/funspace/player/${id}`);
        await page.waitForSelector(READY, { timeout: 60_000 });
      }
    }
    await setup.close();

    for (const [i, p] of PROJECTS.entries()) {
      const size = statSync(path.join(CORPUS, p.file)).size / 1024 / 1024;
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: storage });
      await markReady(context);
      const tab = await context.newPage();
      const scripts: Response[] = [];
      const onResponse = (r: Response) => void (r.request().resourceType() === 'script' && scripts.push(r));
      tab.on('response', onResponse);
      const cold = await timeLoad(tab, () => tab.goto(`/funspace/player/${ids[i]}`));
      tab.off('response', onResponse);
      row(`${p.label}, ${size.toFixed(2)} MB, first visit, in page`, cold.inPage, 'ms', p.goal);
      row('  first visit, wall', cold.wall, 'ms');
      const bodies = await Promise.all(scripts.map((r) => r.body()));
      const raw = bodies.reduce((n, b) => n + b.length, 0);
      const gzip = bodies.reduce((n, b) => n + gzipSync(b).length, 0);
      row(`  JS fetched on the first visit: ${scripts.length} files, raw`, raw / 1024, 'KB');
      row('  the same JS, gzip', gzip / 1024, 'KB');
      const warm: Array<{ wall: number; inPage: number }> = [];
      for (let k = 0; k < 3; k++) warm.push(await timeLoad(tab, () => tab.reload()));
      const median = (key: 'wall' | 'inPage') => warm.map((w) => w[key]).sort((a, b) => a - b)[1];
      row('  cached (reload, median of 3), in page', median('inPage'), 'ms');
      row('  cached (reload, median of 3), wall', median('wall'), 'ms');
      await context.close();
    }
  } finally {
    await browser?.close();
    stopAll();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
