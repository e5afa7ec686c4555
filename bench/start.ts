/**
 * `npm run bench:start`: clone to a working login page, as a newcomer runs it. Copies the
 * checkout into a temporary folder without node_modules or builds (a `git clone` of this
 * repository plus the working tree's uncommitted changes; `--committed` for HEAD alone), runs
 * `npm start` there and times its phases from its output: install, each build, migrate, the first
 * 200 of /login and every server answering. Then stops it (SIGINT) and starts it again with
 * nothing changed. Goals: at most 180 s to the login page, at most 30 s for the second start.
 * Uses the default ports (3000-3008): stop any running `npm start` first. `--keep` keeps the folder.
 */
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PORT = 3000;
const LOGIN_GOAL_S = 180;
const SECOND_GOAL_S = 30;
const args = process.argv.slice(2);

function portBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** A checkout of this repository in `dir`: HEAD, plus (by default) the working tree's changes. */
function checkout(dir: string): void {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir], { stdio: 'inherit' });
  if (args.includes('--committed')) return;
  const git = (...a: string[]) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of git('ls-files', '--modified', '--others', '--exclude-standard')) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  for (const file of git('ls-files', '--deleted')) rmSync(path.join(dir, file), { force: true });
}

interface Run {
  /** Seconds since the start of each marker line seen in the output. */
  marks: Map<string, number>;
  builds: Record<string, number>;
  loginS: number;
  readyS: number;
  stop: () => Promise<number>;
}

/** Runs `npm start` in `dir` until the login page answers 200 and every server is up. */
async function runStart(dir: string, label: string): Promise<Run> {
  const t0 = Date.now();
  const secs = () => (Date.now() - t0) / 1000;
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const marks = new Map<string, number>();
  const builds: Record<string, number> = {};
  let output = '';
  let readyS = 0;
  const onLine = (line: string) => {
    // eslint-disable-next-line no-control-regex -- terminal colours of the [school] prefix
    const text = line.replace(/\x1b\[[0-9;]*m/g, '');
    output += `${text}\n`;
    if (process.env.BENCH_VERBOSE) console.log(`  [${label} ${secs().toFixed(1)}] ${text}`);
    for (const key of ['installing dependencies', 'building production bundles', 'production bundles are up to date', 'migrating', 'migrated', 'no Chromium']) {
      if (text.includes(key) && !marks.has(key)) marks.set(key, secs());
    }
    const built = /\[school\] (\S+): done in ([\d.]+) s/.exec(text);
    if (built) {
      builds[built[1]] = Number(built[2]);
      marks.set('last build done', secs());
    }
    if (text.includes('[school] ready:')) readyS = secs();
  };
  let pending = '';
  const feed = (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  };
  child.stdout.on('data', feed);
  child.stderr.on('data', feed);
  const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  let loginS = 0;
  while (!loginS || !readyS) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    if (secs() > 900) throw new Error(`npm start not ready within 900 s:\n${output}`);
    if (!loginS) {
      const ok = await fetch(`http://localhost:${PORT}/login`, { headers: { accept: 'text/html' } }).then((r) => r.status === 200, () => false);
      if (ok) loginS = secs();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    process.kill(-child.pid!, 'SIGINT');
    const t = Date.now();
    await exited;
    return (Date.now() - t) / 1000;
  };
  return { marks, builds, loginS, readyS, stop };
}

const f = (s: number | undefined) => (s === undefined ? '   —' : `${s.toFixed(1).padStart(6)} s`);

async function main() {
  for (const p of [PORT, ...Array.from({ length: 8 }, (_, i) => 3001 + i)]) {
    if (await portBusy(p)) throw new Error(`port ${p} is in use: stop the running npm start first`);
  }
  const base = mkdtempSync(path.join(os.tmpdir(), 'school-bench-start-'));
  const dir = path.join(base, 'school');
  try {
    const c0 = Date.now();
    checkout(dir);
    console.log(`checkout: ${f((Date.now() - c0) / 1000)} (${args.includes('--committed') ? 'HEAD' : 'HEAD + working tree changes'}) in ${dir}`);

    const first = await runStart(dir, 'first');
    const m = first.marks;
    const installEnd = m.get('migrating') ?? 0;
    const buildEnd = m.get('last build done') ?? installEnd;
    console.log('\nfirst `npm start` (fresh clone, no node_modules):');
    console.log(`  install (npm install)           ${f(installEnd - (m.get('installing dependencies') ?? 0))}`);
    for (const [app, s] of Object.entries(first.builds)) console.log(`    build ${app.padEnd(24)} ${f(s)}`);
    console.log(`  builds (two at a time)          ${f(buildEnd - installEnd)}`);
    console.log(`  migrate and seed (beside them)  ${f((m.get('migrated') ?? 0) - installEnd)}`);
    console.log(`  first 200 from /login           ${f(first.loginS)}  (goal <= ${LOGIN_GOAL_S} s: ${first.loginS <= LOGIN_GOAL_S ? 'met' : 'NOT met'})`);
    console.log(`  every server answering          ${f(first.readyS)}`);
    if (m.has('no Chromium')) console.log('  (no Chromium here: mfe-code was built without the Pyodide snapshot)');
    console.log(`  stopped by SIGINT in            ${f(await first.stop())}`);

    const second = await runStart(dir, 'second');
    console.log('\nsecond `npm start` (nothing changed):');
    console.log(`  first 200 from /login           ${f(second.loginS)}  (goal <= ${SECOND_GOAL_S} s: ${second.loginS <= SECOND_GOAL_S ? 'met' : 'NOT met'})`);
    console.log(`  every server answering          ${f(second.readyS)}`);
    console.log(`  apps rebuilt                    ${Object.keys(second.builds).join(', ') || 'none'}`);
    console.log(`  stopped by SIGINT in            ${f(await second.stop())}`);
    console.log(`\nmachine: ${os.cpus().length} cores, load average at the end ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  } finally {
    if (args.includes('--keep')) console.log(`kept ${dir}`);
    else rmSync(base, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
