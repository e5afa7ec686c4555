/**
 * Web workspaces benchmark: `npm run bench:web`. Prints, measured in one run:
 *   - preview update latency: a keystroke in the page editor until the sandboxed preview has rebuilt the
 *     page and its script ran (the workspace's own previewDocument and debounce, bundled with esbuild;
 *     goal <= 150 ms);
 *   - JS run of a small program in the run worker, warm (a spare worker ready, as the workspace keeps one);
 *   - server re-check latency: a JS task (QuickJS) and a Frontend task (linkedom inside QuickJS), cold
 *     first job and warm median.
 * Chromium: /usr/bin/chromium. Port: BENCH_PORT (default 7096).
 */
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createQuickJsPool } from '../services/code-check/js/quickjs-pool';
import { checkJsProgram } from '../services/code-check/js/js-verifier';
import { checkPage } from '../services/code-check/js/page-verifier';
import { WEB_PRACTICE_LESSONS } from '../services/seed/seed-web';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 7096);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function browserScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { previewDocument } from './mfe-code/src/features/frontend/preview-document';",
        "import { PREVIEW_DEBOUNCE_MS } from './mfe-code/src/features/frontend/use-page-preview';",
        "import { JS_WORKER_SOURCE } from './mfe-code/src/features/javascript/js-worker-source';",
        '(window as any).bench = { previewDocument, PREVIEW_DEBOUNCE_MS, JS_WORKER_SOURCE };',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"></head><body>
<textarea id="src"></textarea><iframe id="frame" sandbox="allow-scripts"></iframe>
<script src="/bench.js"></script>
<script>
  const samples = []; let started = 0; let timer = null;
  const frame = document.getElementById('frame');
  window.addEventListener('message', (e) => {
    if (e.source === frame.contentWindow && e.data && e.data.__webPreview && e.data.text === 'ready' && started) {
      samples.push(performance.now() - started); started = 0;
    }
  });
  document.getElementById('src').addEventListener('input', (e) => {
    started = performance.now();
    const text = e.target.value;
    clearTimeout(timer);
    timer = setTimeout(() => {
      frame.srcdoc = bench.previewDocument({ html: '<h1>' + text + '</h1><ul><li>a</li><li>b</li></ul>', css: 'h1 { color: tomato }', js: 'for (let i = 0; i < 100; i++) {} console.log("ready");' });
    }, bench.PREVIEW_DEBOUNCE_MS);
  });
  window.previewSamples = samples;
  window.runJs = (program) => new Promise((resolve) => {
    const worker = window.spare; window.spare = null;
    const t0 = performance.now();
    worker.onmessage = (e) => { if (e.data.type === 'done') { resolve(performance.now() - t0); worker.terminate(); } };
    worker.postMessage({ program });
  });
  window.warmSpare = () => { window.spare = new Worker(URL.createObjectURL(new Blob([bench.JS_WORKER_SOURCE], { type: 'text/javascript' }))); };
</script></body></html>`;

async function browserFigures() {
  const script = await browserScript();
  const server = http.createServer((req, res) => {
    if (req.url === '/bench.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((r) => server.listen(PORT, r));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/`);
    const editor = page.locator('#src');
    await editor.click();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
      await page.waitForTimeout(250);
    }
    const preview = (await page.evaluate(() => (window as unknown as { previewSamples: number[] }).previewSamples)).slice(3);
    const program = 'function sum(a, b) { return a + b; }\nlet total = 0;\nfor (let i = 0; i < 1000; i++) total = sum(total, i);\nconsole.log("Сумма:", total, { ok: true });';
    const runs: number[] = [];
    for (let i = 0; i < 15; i++) {
      await page.evaluate(() => (window as unknown as { warmSpare(): void }).warmSpare());
      await page.waitForTimeout(300);
      runs.push(await page.evaluate((p) => (window as unknown as { runJs(p: string): Promise<number> }).runJs(p), program));
    }
    return { preview, runs: runs.slice(2) };
  } finally {
    await browser.close();
    server.close();
  }
}

async function serverFigures() {
  const tasks = WEB_PRACTICE_LESSONS.flatMap((l) => l.plan.tasks);
  const js = tasks.find((t) => t.name === 'Наибольшее из трёх')!.texts;
  const pageTask = tasks.find((t) => t.name === 'Кнопка-приветствие')!.texts;
  const pool = createQuickJsPool(1);
  try {
    const time = async (fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };
    const jsCold = await time(() => checkJsProgram(pool, js.solution!, js.jsCheck!));
    const jsWarm: number[] = [];
    for (let i = 0; i < 15; i++) jsWarm.push(await time(() => checkJsProgram(pool, js.solution!, js.jsCheck!)));
    const source = { html: pageTask.solution!, css: '', js: '' };
    const pageCold = await time(() => checkPage(pool, source, pageTask.frontendCheck!));
    const pageWarm: number[] = [];
    for (let i = 0; i < 8; i++) pageWarm.push(await time(() => checkPage(pool, source, pageTask.frontendCheck!)));
    return { jsCold, jsWarm, pageCold, pageWarm };
  } finally {
    await pool.close();
  }
}

async function main() {
  const b = await browserFigures();
  const s = await serverFigures();
  const goal = 150;
  console.log('Web workspaces benchmark (one run)');
  console.log(`preview update after a keystroke: median ${ms(median(b.preview))}, p95 ${ms(p95(b.preview))} over ${b.preview.length} keystrokes (goal <= ${goal} ms: ${median(b.preview) <= goal ? 'met' : 'NOT met'}; median/goal = ${(median(b.preview) / goal).toFixed(2)})`);
  console.log(`JS run of a small program, warm worker: median ${ms(median(b.runs))}, p95 ${ms(p95(b.runs))} over ${b.runs.length} runs`);
  console.log(`server re-check, JS (QuickJS): first ${ms(s.jsCold)}, warm median ${ms(median(s.jsWarm))}, p95 ${ms(p95(s.jsWarm))}`);
  console.log(`server re-check, Frontend (linkedom in QuickJS): first ${ms(s.pageCold)}, warm median ${ms(median(s.pageWarm))}, p95 ${ms(p95(s.pageWarm))}`);
  console.log(`Frontend/JS warm re-check ratio: ${(median(s.pageWarm) / median(s.jsWarm)).toFixed(1)}x`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
