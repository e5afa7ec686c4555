/**
 * Scratch player benchmark: `npm run bench:scratch-player` (one run; needs production builds of the
 * shell and mfe-funspace). Starts the e2e stack on its own ports (base SCRATCH_PLAYER_BENCH_PORT,
 * default 3140: the gateway with a fresh seeded database, the shell and the remotes), uploads two
 * real projects as a student's Fun Space projects, and times in headless Chromium from navigation to
 * the player's 'ready' state (project fetched, decoded with all its assets, the VM running): a 1.5 MB project
 * (pen-dolphin-3d.sb3) and a small one (default.sb3), each cold (new browser context, empty cache)
 * and warm (reload). Goal (issue 21): small < 1.5 s, large < 4 s on this machine.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

process.env.E2E_PORT_BASE ??= process.env.SCRATCH_PLAYER_BENCH_PORT ?? '3140';
const CORPUS = path.resolve(__dirname, '..', 'e2e', 'fixtures', 'scratch-corpus');
const PROJECTS = [
  { label: 'small (default.sb3)', file: 'default.sb3', goal: '< 1500' },
  { label: '1.5 MB (pen-dolphin-3d.sb3)', file: 'pen-dolphin-3d.sb3', goal: '< 4000' },
];

function row(label: string, value: number, unit: string, goal?: string) {
  console.log(`${label.padEnd(52)} ${value.toFixed(0).padStart(7)} ${unit}${goal ? `   (goal ${goal})` : ''}`);
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
    await setup.close();

    for (const [i, p] of PROJECTS.entries()) {
      const size = statSync(path.join(CORPUS, p.file)).size / 1024 / 1024;
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: storage });
      const tab = await context.newPage();
      const timeLoad = async (go: () => Promise<unknown>) => {
        const started = performance.now();
        await go();
        await tab.getByTestId('scratch-player').and(tab.locator('[data-state=ready]')).waitFor({ timeout: 60_000 });
        return performance.now() - started;
      };
      row(`${p.label}, ${size.toFixed(2)} MB, cold`, await timeLoad(() => tab.goto(`/funspace/player/${ids[i]}`)), 'ms');
      const warm: number[] = [];
      for (let k = 0; k < 3; k++) warm.push(await timeLoad(() => tab.reload()));
      warm.sort((a, b) => a - b);
      row(`${p.label}, warm (median of 3)`, warm[1], 'ms', p.goal);
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
