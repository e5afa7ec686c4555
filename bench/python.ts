/**
 * Python benchmark: `npm run bench:python` (one run; needs a production build of mfe-code:
 * `cd mfe-code && npm run build`).
 * Browser (headless Chromium, the code remote's standalone page served by `npm start`'s own remote
 * server, infra/remote-server.ts): the first visit (empty HTTP cache) and a second one (Pyodide's
 * hashed, immutable files from the cache), each with its time to first output and the bytes it
 * downloaded (precompressed br); a warm run of a 10-line program, Stop latency of `while True: pass`, a
 * 36-sided star at speed 0. Node: the server's check latency through the check service (its start,
 * then warm), and what checks add to the gateway's memory (nothing: they run in other processes). Goals (issue 14): cold <= 3 s, warm < 50 ms, Stop <= 100 ms, warm
 * server check < 300 ms.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createCheckClient } from '../services/code-check/check-client';
import { checkPythonProgram } from '../services/code-check/python/python-verifier';
import { ROOT, serveRemoteDist } from './lib/processes';
import { mb, measureVisit, type Visit } from './lib/visits';

const DIST = process.env.PYTHON_BENCH_DIST ?? path.join(ROOT, 'mfe-code', 'dist');
const PORT = Number(process.env.PYTHON_BENCH_PORT ?? 3946);

const TEN_LINES = ['a = 1', 'b = 2', 'for i in range(10):', '    a += i', '    b *= 2', 'words = ["раз", "два", "три"]', 'text = " ".join(words)', 'def twice(x):', '    return x * 2', 'print(a, b, text, twice(21), "END")'].join('\n');
const STAR = 'import turtle\nt = turtle.Turtle()\nt.speed(0)\nfor i in range(36):\n    t.forward(250)\n    t.right(170)\nprint("END")';

function row(label: string, value: number, unit: string, goal?: string) {
  console.log(`${label.padEnd(52)} ${value.toFixed(1).padStart(9)} ${unit}${goal ? `   (goal ${goal})` : ''}`);
}

async function setCode(page: Page, code: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Clicks a button and times, inside the page, until the console contains `text`. */
function timeUntilConsole(page: Page, button: string, text: string): Promise<number> {
  return page.evaluate(
    ([buttonId, expected]) =>
      new Promise<number>((resolve) => {
        const log = document.querySelector('[data-testid="python-console"]')!;
        const start = window.performance.now();
        const observer = new MutationObserver(() => {
          if (log.textContent?.includes(expected)) {
            observer.disconnect();
            resolve(window.performance.now() - start);
          }
        });
        observer.observe(log, { subtree: true, childList: true, characterData: true });
        (document.querySelector(`[data-testid="${buttonId}"]`) as HTMLButtonElement).click();
      }),
    [button, text] as const,
  );
}

async function browserFigures() {
  if (!existsSync(path.join(DIST, 'pythonWorker.js'))) throw new Error(`no build in ${DIST}: cd mfe-code && npm run build`);
  const server = await serveRemoteDist(DIST, PORT);
  try {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const context = await browser.newContext();
    const firstOutput = async (page: Page) => {
      await page.getByTestId('python-run').waitFor();
      await setCode(page, 'print("END")');
      await page.getByTestId('python-run').click();
      await page.getByTestId('python-console').getByText('END').waitFor({ timeout: 60_000 });
    };
    const visitRows = (label: string, visit: Visit, goal?: string) => {
      row(`browser: ${label} visit, open to first output`, visit.ms, 'ms', goal);
      row(`browser: ${label} visit, downloaded (${visit.fromNetwork} from network, ${visit.fromCache} cached)`, mb(visit.networkBytes), 'MB');
    };
    const cold = await measureVisit(context, `http://localhost:${PORT}/`, firstOutput);
    visitRows('cold (empty cache)', cold, '<= 3000');
    for (const x of cold.largest) console.log(`    ${x.url.replace(`http://localhost:${PORT}/`, '').padEnd(48)} ${(x.bytes / 1024).toFixed(0).padStart(8)} KB`);
    visitRows('warm (second)', await measureVisit(context, `http://localhost:${PORT}/`, firstOutput));

    const page = await context.newPage();
    await page.goto(`http://localhost:${PORT}/`);
    await firstOutput(page);
    await setCode(page, TEN_LINES);
    await timeUntilConsole(page, 'python-run', 'END');
    const warm: number[] = [];
    for (let i = 0; i < 7; i++) warm.push(await timeUntilConsole(page, 'python-run', 'END'));
    warm.sort((a, b) => a - b);
    row('browser: warm run of a 10-line program (median of 7)', warm[3], 'ms', '< 50');

    await setCode(page, 'while True:\n    pass');
    await page.getByTestId('python-run').click();
    await page.waitForTimeout(500);
    row('browser: Stop of while True (click to notice)', await timeUntilConsole(page, 'python-stop', 'Программа остановлена.'), 'ms', '<= 100');
    await setCode(page, 'print("END")');
    row('browser: first run after Stop (warm spare)', await timeUntilConsole(page, 'python-run', 'END'), 'ms');

    await setCode(page, STAR);
    row('browser: 36-sided turtle star at speed 0, drawn', await timeUntilConsole(page, 'python-run', 'END'), 'ms');
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

async function serverFigures() {
  const check = 'assert same_drawing(), "Рисунок не совпадает"';
  const square = 'import turtle\nt = turtle.Turtle()\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\n';
  const rssBefore = process.memoryUsage().rss;
  const pool = createCheckClient();
  let start = performance.now();
  const cold = await checkPythonProgram(pool, square, check, square);
  row('server: first check (check service start + run)', performance.now() - start, 'ms');
  if (!cold.passed) throw new Error('the cold check did not pass');
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    start = performance.now();
    await checkPythonProgram(pool, square, check, square);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  row('server: turtle check with a warm pool (median of 9)', times[4], 'ms', '< 300');
  start = performance.now();
  await checkPythonProgram(pool, 'print("Привет, мир!")', 'assert output == "Привет, мир!\\n"', '');
  row('server: print check with a warm pool', performance.now() - start, 'ms', '< 300');
  row('server: gateway memory added by checks (RSS growth)', (process.memoryUsage().rss - rssBefore) / 1024 / 1024, 'MB');
  await pool.close();
}

async function main() {
  await serverFigures();
  await browserFigures();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
