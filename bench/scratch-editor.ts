/**
 * Scratch editor benchmark: `npm run bench:scratch` (one run; needs a production build of
 * mfe-scratch: `cd mfe-scratch && npm run build`).
 * Headless Chromium opens the remote's standalone page (the editor frame with its default project),
 * served by `npm start`'s own remote server (infra/remote-server.ts), with every other host
 * unreachable, and times from navigation to a usable editor: the frame reports its project shown
 * and the palette's first block is on screen. Cold (new browser context, empty HTTP cache) and warm
 * (a second visit: the content-hashed bundle and assets from the cache), each with the bytes it
 * downloaded (the bundle precompressed, br). Goal (issue 16): <= 5 s on this machine.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROOT, serveRemoteDist } from './lib/processes';
import { mb, measureVisit, type Visit } from './lib/visits';

const DIST = process.env.SCRATCH_BENCH_DIST ?? path.join(ROOT, 'mfe-scratch', 'dist');
const PORT = Number(process.env.SCRATCH_BENCH_PORT ?? 3947);

function row(label: string, value: number, unit: string, goal?: string) {
  console.log(`${label.padEnd(66)} ${value.toFixed(1).padStart(9)} ${unit}${goal ? `   (goal ${goal})` : ''}`);
}

async function editorUsable(page: Page) {
  await page.locator('[data-testid=scratch-editor][data-ready=true]').waitFor({ timeout: 60_000 });
  await page.frameLocator('iframe').locator('.blocklyFlyout g.blocklyBlockCanvas > g').first().waitFor();
}

function visitRows(label: string, visit: Visit, goal?: string) {
  row(`browser: ${label} load to a usable Scratch editor`, visit.ms, 'ms', goal);
  row(`browser: ${label}, downloaded (${visit.fromNetwork} from network, ${visit.fromCache} cached)`, mb(visit.networkBytes), 'MB');
}

async function main() {
  const scratchDir = path.join(DIST, 'scratch');
  if (!existsSync(path.join(scratchDir, 'editor.html'))) throw new Error(`no build in ${DIST}: cd mfe-scratch && npm run build`);
  const name = readdirSync(scratchDir).find((f) => /^scratch-gui-standalone\.[0-9a-f]+\.js$/.test(f))!;
  const bundle = path.join(scratchDir, name);
  row(`editor bundle (${name}), raw`, statSync(bundle).size / 1024, 'KB');
  for (const ext of ['br', 'gz']) if (existsSync(`${bundle}.${ext}`)) row(`editor bundle, as served (.${ext}, made at build time)`, readFileSync(`${bundle}.${ext}`).length / 1024, 'KB');
  const server = await serveRemoteDist(DIST, PORT);
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      // Other hosts do not resolve (no routing: Playwright turns the HTTP cache off while a route is set).
      args: ['--no-sandbox', '--disable-background-networking', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    });
    const outside: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url());
      if (hostname !== 'localhost' && protocol !== 'data:' && protocol !== 'blob:') outside.push(request.url());
    });
    const url = `http://localhost:${PORT}/`;
    const cold = await measureVisit(context, url, editorUsable);
    visitRows('cold (empty cache)', cold, '<= 5000');
    for (const x of cold.largest) console.log(`    ${x.url.replace(url, '').padEnd(60)} ${(x.bytes / 1024).toFixed(0).padStart(8)} KB`);
    const warm: Visit[] = [];
    for (let i = 0; i < 3; i++) warm.push(await measureVisit(context, url, editorUsable));
    warm.sort((a, b) => a.ms - b.ms);
    visitRows('warm (second visit), median of 3', warm[1]!, '<= 5000');
    row('requests to other hosts (none reachable)', outside.length, '', '0');
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
