/**
 * `npm start` as the README promises: `node scripts/start.mjs` in this checkout (installing and
 * building only what is missing or changed), then the API answers, student1 logs in through the
 * login page and sees the home page, and Ctrl+C (SIGINT) stops everything: no process it started
 * is left, every port is free. How it starts on a clone without node_modules is
 * scripts/start-bootstrap.test.ts; how long that takes is `npm run bench:start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadRemotes } from '@school/build-config/remotes';

const ROOT = path.resolve(__dirname, '..', '..');
const SHELL_PORT = 3000;
const PORTS = [SHELL_PORT, ...loadRemotes().map((r) => r.port)];
const BASE = `http://localhost:${SHELL_PORT}`;

function portBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** Every living descendant of `pid` (from /proc). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let child: ChildProcess | undefined;
const started = new Set<number>();
let dataDir: string;

test.afterAll(() => {
  // A failed run leaves nothing behind: only the processes this spec started (npm start and its
  // descendants, builds included), by id.
  const pids = child?.pid ? [child.pid, ...descendants(child.pid), ...started] : [...started];
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('npm start serves the school; a student logs in; Ctrl+C stops every process', async ({ page }) => {
  for (const port of PORTS) expect(await portBusy(port), `port ${port} is in use: stop the running npm start`).toBe(false);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-start-data-'));
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    // Its own database: a developer's data/ is not touched.
    env: { ...process.env, DATA_DIR: dataDir, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // eslint-disable-next-line no-control-regex -- the colours of the [school] prefix
  const collect = (d: Buffer) => (output += d.toString().replace(/\x1b\[[0-9;]*m/g, ''));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

  // Its output is in the report whether it comes up or not.
  await expect
    .poll(() => (child!.exitCode !== null ? `exited ${child!.exitCode}` : output.includes('[school] ready:')), {
      message: 'npm start prints "ready"',
      timeout: 540_000,
      intervals: [500],
    })
    .toBe(true)
    .finally(() => test.info().attach('npm start output', { body: output, contentType: 'text/plain' }));
  for (const pid of descendants(child.pid!)) started.add(pid);
  // tsx and its node for each server process: the gateway, and one serving every remote.
  expect(started.size).toBeGreaterThanOrEqual(4);

  const health = await fetch(`${BASE}/api/health`);
  expect(health.status).toBe(200);

  await page.goto(`${BASE}/login`);
  await page.getByLabel('Логин').fill('student1');
  await page.getByLabel('Пароль').fill('student123');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Навигация' }).getByText('Python: от черепашки до игр')).toBeVisible();

  child.kill('SIGINT');
  await expect.poll(() => child!.exitCode, { message: `npm start exits after SIGINT\n${output.slice(-4000)}`, timeout: 15_000 }).toBe(0);
  await exited;
  await expect.poll(() => [...started].filter(alive), { message: 'processes left after Ctrl+C', timeout: 10_000 }).toEqual([]);
  for (const port of PORTS) expect(await portBusy(port), `port ${port} still open`).toBe(false);
});
