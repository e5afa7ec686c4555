/**
 * Scratch editor benchmark: `npm run bench:scratch` (one run; needs a production build of
 * mfe-scratch: `cd mfe-scratch && npx webpack --mode production`).
 * Headless Chromium opens the remote's standalone page (the editor frame with its default project),
 * served like in production, with every other host blocked, and times from navigation to a usable
 * editor: the frame reports its project shown and the palette's first block is on screen. Cold (new
 * browser context, empty cache) and warm (cached). Goal (issue 16): <= 5 s on this machine.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { ROOT, serveRemoteDist } from './lib/processes';

const DIST = process.env.SCRATCH_BENCH_DIST ?? path.join(ROOT, 'mfe-scratch', 'dist');
const PORT = Number(process.env.SCRATCH_BENCH_PORT ?? 3947);

function row(label: string, value: number, unit: string, goal?: string) {
  console.log(`${label.padEnd(60)} ${value.toFixed(1).padStart(9)} ${unit}${goal ? `   (goal ${goal})` : ''}`);
}

/** Navigation start to a usable editor in a new page of `context`; counts requests to other hosts. */
async function timeToUsable(context: BrowserContext, outside: string[]): Promise<number> {
  const page = await context.newPage();
  await page.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (hostname === 'localhost' || protocol === 'data:' || protocol === 'blob:') return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  const started = performance.now();
  await page.goto(`http://localhost:${PORT}/`);
  await page.locator('[data-testid=scratch-editor][data-ready=true]').waitFor({ timeout: 60_000 });
  await page.frameLocator('iframe').locator('.blocklyFlyout g.blocklyBlockCanvas > g').first().waitFor();
  const ms = performance.now() - started;
  await page.close();
  return ms;
}

async function main() {
  if (!existsSync(path.join(DIST, 'scratch', 'editor.html'))) throw new Error(`no build in ${DIST}: cd mfe-scratch && npx webpack --mode production`);
  const bundle = path.join(DIST, 'scratch', 'scratch-gui-standalone.js');
  row('editor bundle (scratch-gui-standalone.js), raw', statSync(bundle).size / 1024, 'KB');
  row('editor bundle (scratch-gui-standalone.js), gzip', gzipSync(readFileSync(bundle)).length / 1024, 'KB');
  const server = await serveRemoteDist(DIST, PORT);
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
    });
    const outside: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    row('browser: cold load to a usable Scratch editor', await timeToUsable(context, outside), 'ms', '<= 5000');
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) warm.push(await timeToUsable(context, outside));
    warm.sort((a, b) => a - b);
    row('browser: warm (cached) load to a usable editor, median of 3', warm[1]!, 'ms', '<= 5000');
    row('requests to other hosts (all refused)', outside.length, '', '0');
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
