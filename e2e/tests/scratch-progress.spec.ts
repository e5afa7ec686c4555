import { readFileSync } from 'node:fs';
import path from 'node:path';
import { T, TScratchPlayer } from '@school/contracts';
import { expect, test } from '../support/test';
import { login } from '../support/session';
import { scratchProject } from './scratch-player-game';

// WebGL for the Scratch player runs on SwiftShader in headless Chromium.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  },
});

/** The player's own 1.5 MB game of 47 costumes (shared/scratch-player/fixtures/corpus, README there). */
const LARGE = path.join(__dirname, '..', '..', 'shared', 'scratch-player', 'fixtures', 'corpus', 'large-game-47-costumes.sb3');
/** A school line of about 2 Mbit/s: the 1.5 MB file takes some 6 s, long enough to watch the bar move. */
const SLOW_LINE = { offline: false, latency: 40, downloadThroughput: 256 * 1024, uploadThroughput: -1 };
/** The player's load limit (LOAD_STALL_MS: a minute without progress fails the load). */
const LOAD_LIMIT_MS = 60_000;

test('a large Scratch project on a slow line loads with a moving progress bar and then plays', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, 'student1');
  const id = await scratchProject(page, 'Большая игра', readFileSync(LARGE));

  // Only the project file comes over the slow line: the page's own bundles load at full speed first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await page.route(/\/api\/files\/s3\/[^/?]+(\?.*)?$/, async (route) => {
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
    await route.continue();
  });
  // Every value the bar shows, read by the page itself every 50 ms.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    setInterval(() => {
      const bar = document.querySelector<HTMLProgressElement>('[data-testid=scratch-progress]');
      if (bar && seen[seen.length - 1] !== bar.value) seen.push(bar.value);
    }, 50);
  });

  const started = Date.now();
  await page.goto(`/funspace/player/${id}`);
  const cover = page.getByTestId('scratch-loading');
  await expect(cover).toContainText(T.project.scratchLoading);
  await expect(cover.getByTestId('scratch-joke')).not.toBeEmpty();
  // The percent is written under the bar ('Загружено N%').
  const percentText = new RegExp(`^${TScratchPlayer.loadingPercent(0).replace('0%', '')}\\d+%$`);
  await expect(cover.locator('.sp-progress__text')).toHaveText(percentText);

  await expect(page.getByTestId('scratch-player')).toHaveAttribute('data-state', 'ready', { timeout: LOAD_LIMIT_MS });
  expect(Date.now() - started).toBeLessThan(LOAD_LIMIT_MS);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  // The bar moved through several values on the way and never went back.
  const between = seen.filter((v) => v > 0 && v < 100);
  expect(new Set(between).size).toBeGreaterThanOrEqual(3);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  // Loaded: the cover is gone, no failure and no notice beside a project that works.
  await expect(cover).toHaveCount(0);
  await expect(page.getByTestId('scratch-load-failed')).toHaveCount(0);
  await expect(page.getByTestId('scratch-extensions-notice')).toHaveCount(0);
  await page.getByTestId('scratch-flag').click();
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});
