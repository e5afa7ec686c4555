/**
 * Web workspaces benchmark: `npm run bench:web`. Prints, measured in one run:
 *   - preview update latency: a keystroke until the preview frame has the new page and its script ran,
 *     on the real path: the workspace's own usePagePreview (debounce, previewDocument) rendered with
 *     React, its frame reloading the sandbox page (the shared document host, served from a second
 *     origin with the remote server's SANDBOX_PAGE_CSP) and being sent the page (goal <= 150 ms);
 *   - JS run of a small program in the run worker, warm (a spare worker ready, as the workspace keeps one);
 *   - server re-check latency: a JS task (QuickJS) and a Frontend task (linkedom inside QuickJS), cold
 *     first job and warm median.
 * Chromium: /usr/bin/chromium. Ports: BENCH_PORT (default 7096) and the next one (the sandbox page).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createCheckClient } from '../services/code-check/check-client';
import { checkJsProgram } from '../services/code-check/js/js-verifier';
import { checkPage } from '../services/code-check/js/page-verifier';
import { WEB_PRACTICE_LESSONS } from '../services/seed/seed-web';
import { SANDBOX_PAGE_CSP } from '../services/core/security-headers';

// The shared document host the preview's frame loads (@school/build-config/sandbox-pages.js).
const { DOCUMENT_HOST_PAGE } = require('@school/build-config/sandbox-pages') as { DOCUMENT_HOST_PAGE: string };

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 7096);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * The preview harness: a text field whose every keystroke goes into the workspace's own usePagePreview
 * (debounce, previewDocument, a frame of the sandbox page that reloads and is sent the page), rendered
 * with React like the workspace; `window.previewSamples` collects keystroke -> the new page's script ran.
 */
const HARNESS = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { usePagePreview } from './mfe-code/src/features/frontend/use-page-preview';
import { JS_WORKER_SOURCE } from './mfe-code/src/features/javascript/js-worker-source';

const samples: number[] = [];
let started = 0;
let expected = '';
addEventListener('message', (e) => {
  const data = e.data as { __webPreview?: boolean; text?: string } | null;
  if (started && data && data.__webPreview && data.text === 'ready ' + expected) {
    samples.push(performance.now() - started);
    started = 0;
  }
});

function Preview() {
  const [text, setText] = useState('');
  const { frame, src } = usePagePreview({
    html: '<h1>' + text + '</h1><ul><li>a</li><li>b</li></ul>',
    css: 'h1 { color: tomato }',
    js: 'for (let i = 0; i < 100; i++) {} console.log("ready " + document.querySelector("h1").textContent);',
  });
  const onInput = (value: string) => {
    started = performance.now();
    expected = value;
    setText(value);
  };
  return h('div', null,
    h('textarea', { id: 'src', value: text, onChange: (e: { target: { value: string } }) => onInput(e.target.value) }),
    h('iframe', { ref: frame, src, sandbox: 'allow-scripts', title: 'preview' }));
}

const w = window as unknown as Record<string, unknown>;
w.previewSamples = samples;
w.runJs = (program: string) => new Promise<number>((resolve) => {
  const worker = w.spare as Worker;
  w.spare = null;
  const t0 = performance.now();
  worker.onmessage = (e) => { if (e.data.type === 'done') { resolve(performance.now() - t0); worker.terminate(); } };
  worker.postMessage({ program });
});
w.warmSpare = () => { w.spare = new Worker(URL.createObjectURL(new Blob([JS_WORKER_SOURCE], { type: 'text/javascript' }))); };
createRoot(document.getElementById('root')!).render(h(Preview));
`;

/** The harness bundled with esbuild; the sandbox pages are looked up at `sandboxBase` as the remote's public path. */
async function browserScript(sandboxBase: string): Promise<string> {
  const result = await build({
    stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"', __webpack_public_path__: JSON.stringify(sandboxBase) },
  });
  return result.outputFiles[0].text;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script src="/bench.js"></script></body></html>`;

/** The sandbox page's policy as the remote server sends it (infra/remote-server.ts), framable by the harness. */
function sandboxPolicy(ancestor: string): string {
  return Object.entries({ ...SANDBOX_PAGE_CSP, 'frame-ancestors': [ancestor] })
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

async function browserFigures() {
  // The harness and the remote's sandbox page on two origins, as the shell and a remote are.
  const sandboxPort = PORT + 1;
  const script = await browserScript(`http://localhost:${sandboxPort}/`);
  const host = fs.readFileSync(DOCUMENT_HOST_PAGE);
  const server = http.createServer((req, res) => {
    if (req.url === '/bench.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  const sandbox = http.createServer((req, res) => {
    if (req.url !== '/sandbox/page-preview.html') return res.writeHead(404).end();
    return res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': sandboxPolicy(`http://localhost:${PORT}`) })
      .end(host);
  });
  await new Promise<void>((r) => server.listen(PORT, r));
  await new Promise<void>((r) => sandbox.listen(sandboxPort, r));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('console', (msg) => /Refused to|Content Security Policy/i.test(msg.text()) && refused.push(msg.text()));
    await page.goto(`http://localhost:${PORT}/`);
    const editor = page.locator('#src');
    await editor.click();
    const samples = () => page.evaluate(() => (window as unknown as { previewSamples: number[] }).previewSamples.length);
    for (let i = 0; i < 25; i++) {
      const before = await samples();
      await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
      // The next keystroke once this one's page has run (a typing pause longer than the debounce).
      await page.waitForFunction((n) => (window as unknown as { previewSamples: number[] }).previewSamples.length > n, before, { timeout: 10_000 });
    }
    if (refused.length) throw new Error(`CSP violations in the preview: ${refused.join('; ')}`);
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
    sandbox.close();
  }
}

async function serverFigures() {
  const tasks = WEB_PRACTICE_LESSONS.flatMap((l) => l.plan.tasks);
  const js = tasks.find((t) => t.name === 'Наибольшее из трёх')!.texts;
  const pageTask = tasks.find((t) => t.name === 'Кнопка-приветствие')!.texts;
  const pool = createCheckClient();
  await pool.warm();
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
