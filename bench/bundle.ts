/**
 * `npm run bench:bundle`: what a browser downloads. Serves the production builds as `npm start`
 * does (the e2e servers on port base 8000), opens /login in Chromium and sums the shell's
 * first-load JavaScript (raw and gzip), then logs in and measures each remote's entry and what
 * the home page pulls from the courses remote. Run `npm run build` first.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';

process.env.E2E_PORT_BASE ??= '8000';

interface Sized {
  url: string;
  raw: number;
  gzip: number;
}

async function collectJs(page: Page, action: () => Promise<unknown>): Promise<Sized[]> {
  const seen: Promise<Sized | null>[] = [];
  const onResponse = (res: Response) => {
    if (!res.url().endsWith('.js')) return;
    seen.push(
      res
        .body()
        .then((body) => ({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(seen)).filter((x): x is Sized => x !== null);
}

/** Goals of issue 12, gzip bytes. */
const SHELL_GOAL_GZIP = 200 * 1024;
const HOME_GOAL_GZIP = 60 * 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (xs: Sized[], k: 'raw' | 'gzip') => xs.reduce((a, x) => a + x[k], 0);

async function main() {
  const { startAll, stopAll } = await import('../e2e/support/servers');
  const { E2E_BASE_URL, E2E_REMOTES } = await import('../e2e/support/ports');
  await startAll();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const shellJs = await collectJs(page, () => page.goto(`${E2E_BASE_URL}/login`));
    const shellOnly = shellJs.filter((x) => x.url.startsWith(E2E_BASE_URL));
    console.log(
      `shell first load (/login): ${shellOnly.length} JS files, ${kb(sum(shellOnly, 'raw'))} raw, ${kb(sum(shellOnly, 'gzip'))} gzip` +
        ` (goal <= ${kb(SHELL_GOAL_GZIP)}: ${sum(shellOnly, 'gzip') <= SHELL_GOAL_GZIP ? 'met' : 'NOT met'})`,
    );

    await page.getByLabel('Логин').fill('student1');
    await page.getByLabel('Пароль').fill('student123');
    const homeJs = await collectJs(page, async () => {
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.getByTestId('course-card').first().waitFor();
    });
    const fromRemotes = homeJs.filter((x) => !x.url.startsWith(E2E_BASE_URL));
    console.log(
      `home page after login: ${fromRemotes.length} JS files from remotes, ${kb(sum(fromRemotes, 'raw'))} raw, ${kb(sum(fromRemotes, 'gzip'))} gzip` +
        ` (goal <= ${kb(HOME_GOAL_GZIP)}: ${sum(fromRemotes, 'gzip') <= HOME_GOAL_GZIP ? 'met' : 'NOT met'})`,
    );
    for (const x of fromRemotes) console.log(`  ${x.url.replace(/^http:\/\/localhost:/, ':').padEnd(48)} ${kb(x.gzip).padStart(10)} gzip`);
    const fromShell = homeJs.filter((x) => x.url.startsWith(E2E_BASE_URL));
    console.log(`  (and from the shell after login: ${fromShell.length} JS files, ${kb(sum(fromShell, 'gzip'))} gzip)`);
    // The Scratch editor (mfe-scratch's 17 MB frame bundle) loads only when a Scratch task or project opens.
    const editorLoaded = [...shellJs, ...homeJs].some((x) => /\/scratch\/scratch-gui-standalone\.[0-9a-f]+\.js$/.test(x.url));
    console.log(`Scratch editor in the first load or on the home page: ${editorLoaded ? 'YES (goal: no)' : 'no (goal met)'}`);

    console.log('remote entries (remoteEntry.js):');
    for (const r of E2E_REMOTES) {
      const res = await fetch(`http://localhost:${r.port}/remoteEntry.js`).catch(() => null);
      if (!res?.ok) {
        console.log(`  ${r.name.padEnd(14)} not built`);
        continue;
      }
      const body = Buffer.from(await res.arrayBuffer());
      console.log(`  ${r.name.padEnd(14)} ${kb(body.length).padStart(10)} raw ${kb(gzipSync(body, { level: 9 }).length).padStart(10)} gzip`);
    }
  } finally {
    await browser.close();
    stopAll();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
