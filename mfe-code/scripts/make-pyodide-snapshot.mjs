#!/usr/bin/env node
// Writes a Pyodide memory snapshot: the interpreter already started, with the standard modules our
// harness imports. A worker that starts from it skips Python's start-up (measured here: about 1 s
// instead of 4 s to a ready Python in Chromium).
// The snapshot keeps what the runtime found when it was made, JS Promise integration (JSPI, which
// input() uses on pages without cross-origin isolation) included; so it is made in Chromium, and the
// worker uses it only where WebAssembly.Suspending exists. Without a Chromium here it exits with 2
// and the build ships no snapshot (workers then start Python the plain way).
// Usage: make-pyodide-snapshot.mjs <out file>
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const out = process.argv[2];
if (!out) throw new Error('usage: make-pyodide-snapshot.mjs <out file>');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.warn(`make-pyodide-snapshot: no Chromium at ${CHROMIUM}; the build ships no Pyodide snapshot`);
  process.exit(2);
}
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const PYODIDE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const ORIGIN = 'http://pyodide.snapshot';
const TYPES = { '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.html': 'text/html' };

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  let snapshot = null;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === 'snapshot') {
      snapshot = route.request().postDataBuffer();
      return route.fulfill({ status: 204 });
    }
    if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
    const file = path.join(PYODIDE_DIR, path.basename(name));
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(async (origin) => {
    const { loadPyodide } = await import(`${origin}/pyodide.mjs`);
    const py = await loadPyodide({ indexURL: `${origin}/`, _makeSnapshot: true });
    py.runPython('import builtins, json, math, random, sys, traceback');
    await fetch(`${origin}/snapshot`, { method: 'POST', body: py.makeMemorySnapshot() });
  }, ORIGIN);
  if (!snapshot) throw new Error('make-pyodide-snapshot: the page sent no snapshot');
  writeFileSync(out, snapshot);
} finally {
  await browser.close();
}
