/**
 * ScratchJr benchmark: `npm run bench:scratchjr` (one run; needs a production build of
 * mfe-scratchjr: `cd mfe-scratchjr && npm run build`).
 * Headless Chromium opens the remote's standalone editor, served like in production, and times
 * from navigation to a usable editor: the palette answers a tap by adding the block to the script.
 * Cold (new browser context, empty cache) and warm (cached). Also the interpreter alone: ticks per
 * millisecond for a busy page. Goal (issue 16): time to a usable ScratchJr editor <= 2 s.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { PROJECT_VERSION, ScratchJrRuntime, type Project } from '@school/scratchjr-engine';
import { ROOT, serveRemoteDist } from './lib/processes';

const DIST = process.env.SCRATCHJR_BENCH_DIST ?? path.join(ROOT, 'mfe-scratchjr', 'dist');
const PORT = Number(process.env.SCRATCHJR_BENCH_PORT ?? 3948);

function row(label: string, value: number, unit: string, goal?: string) {
  console.log(`${label.padEnd(56)} ${value.toFixed(1).padStart(9)} ${unit}${goal ? `   (goal ${goal})` : ''}`);
}

/** Navigation start to the first block a tap adds, in a new page of `context`. */
async function timeToUsable(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`http://localhost:${PORT}/`);
  await page.getByTestId('sjr-palette-onFlag').click();
  await page.getByTestId('sjr-script').getByTestId('sjr-block-onFlag').waitFor();
  const ms = performance.now() - started;
  await page.close();
  return ms;
}

async function browserFigures() {
  if (!existsSync(path.join(DIST, 'remoteEntry.js'))) throw new Error(`no build in ${DIST}: cd mfe-scratchjr && npm run build`);
  const js = readdirSync(DIST).filter((f) => f.endsWith('.js'));
  const gzip = js.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(DIST, f))).length, 0);
  const raw = js.reduce((sum, f) => sum + statSync(path.join(DIST, f)).size, 0);
  row('build: every .js of the remote, gzip', gzip / 1024, 'KB');
  row('build: every .js of the remote, raw', raw / 1024, 'KB');
  const server = await serveRemoteDist(DIST, PORT);
  try {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const cold = await browser.newContext();
    row('browser: cold load to a usable editor', await timeToUsable(cold), 'ms', '<= 2000');
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push(await timeToUsable(cold));
    warm.sort((a, b) => a - b);
    row('browser: warm (cached) load to a usable editor, median of 5', warm[2]!, 'ms', '<= 2000');
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

/** Eight characters, each with a forever loop of moves and turns. */
function busyProject(): Project {
  const characters = Array.from({ length: 8 }, (_, i) => ({
    id: `c${i}`,
    kind: 'cat' as const,
    x: 30 + i * 55,
    y: 60 + (i % 4) * 70,
    scripts: [{ id: 's', blocks: [{ op: 'onFlag' as const }, { op: 'moveRight' as const, n: 3 }, { op: 'turnLeft' as const, n: 2 }, { op: 'hop' as const, n: 2 }, { op: 'forever' as const }] }],
  }));
  return { version: PROJECT_VERSION, pages: [{ id: 'p', background: 'park', characters }] };
}

function engineFigures() {
  const rt = new ScratchJrRuntime(busyProject());
  rt.greenFlag();
  const ticks = 30_000;
  const start = performance.now();
  rt.tick(ticks);
  const ms = performance.now() - start;
  row('engine: 8 characters in forever loops, ticks per ms', ticks / ms, 'ticks/ms', '>= 0.03 (30 per second)');
}

async function main() {
  engineFigures();
  await browserFigures();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
