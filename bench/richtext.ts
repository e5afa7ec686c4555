/**
 * Rich-text benchmark: `npx tsx bench/richtext.ts` (needs `cd mfe-rich-text && npm run
 * build` first). Serves the remote's build, opens its public /demo page in
 * Chromium, and measures (anchor: Lexical issue 7422, typing slowing down in big documents):
 *   - opening a 500 KB markdown document in the read-only viewer;
 *   - opening it in the editor;
 *   - typing one character at the end of it in the editor (median of several keystrokes).
 * Port: BENCH_PORT (default 7090).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 7090);
const TARGET_BYTES = 500 * 1024;

function document500k(): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 1; size < TARGET_BYTES; i++) {
    const block = [
      `## Раздел ${i}`,
      '',
      `Обычный абзац номер ${i} с **жирным**, *курсивом* и \`кодом\`. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.`,
      '',
      `- пункт ${i}.1`,
      `- пункт ${i}.2`,
      '',
      '```js',
      `function f${i}(a, b) {`,
      '  return a + b; // сумма',
      '}',
      '```',
      '',
      '| a | b | c |',
      '| --- | --- | --- |',
      `| ${i} | ${i * 2} | ${i * 3} |`,
      '',
    ].join('\n');
    parts.push(block);
    size += Buffer.byteLength(block);
  }
  parts.push('КОНЕЦ');
  return parts.join('\n');
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function main() {
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['infra/remote-server.ts', 'mfe-rich-text/dist', String(PORT)], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForServer(`http://localhost:${PORT}/demo`);
    const doc = document500k();
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/demo`);
    // Typing 500 KB through fill() is itself slow: set the value and fire one input event.
    await page.locator('#rt-demo-source').evaluate((el, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, doc);

    let t = performance.now();
    await page.getByRole('button', { name: 'Открыть в просмотре' }).click();
    await page.getByTestId('rich-text-viewer').getByText('КОНЕЦ').waitFor({ timeout: 120_000 });
    const viewerMs = performance.now() - t;

    t = performance.now();
    await page.getByRole('button', { name: 'Открыть в редакторе' }).click();
    const content = page.getByTestId('rich-text-editor').locator('.rt-content');
    await content.getByText('КОНЕЦ').waitFor({ timeout: 120_000 });
    const editorMs = performance.now() - t;

    await content.getByText('КОНЕЦ').click();
    await page.keyboard.press('End');
    const typing: number[] = [];
    // The typed text lands in the document's last block ("КОНЕЦ"): read only that block, so the
    // measurement does not add a walk over the whole document (querying every span of a 500 KB
    // document costs ~50 ms by itself).
    const lastBlockLength = () =>
      document.querySelector('[data-testid=rich-text-editor] .rt-content')?.lastElementChild?.textContent?.length ?? 0;
    for (let i = 0; i < 7; i++) {
      const before = await page.evaluate(lastBlockLength);
      // Let the coalesced JSON emission of the previous keystroke run first: a person types with pauses.
      await page.waitForTimeout(400);
      t = performance.now();
      await page.keyboard.type('x');
      await page.waitForFunction(
        (len) => (document.querySelector('[data-testid=rich-text-editor] .rt-content')?.lastElementChild?.textContent?.length ?? 0) > len,
        before,
        { polling: 'raf' },
      );
      typing.push(performance.now() - t);
    }
    typing.sort((a, b) => a - b);
    console.log(`document: ${(Buffer.byteLength(doc) / 1024).toFixed(0)} KB markdown`);
    console.log(`viewer open:  ${viewerMs.toFixed(0)} ms`);
    console.log(`editor open:  ${editorMs.toFixed(0)} ms`);
    console.log(`type 1 char at the end (median of ${typing.length}): ${typing[Math.floor(typing.length / 2)].toFixed(1)} ms`);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
