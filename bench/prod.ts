/**
 * `npm run bench:prod`: the production-like run (scripts/start-prod.mjs --single-front-door) under
 * mixed traffic (e2e/prod/mixed-traffic.ts: logins, reads, answer saves, likes, uploads, a quiz
 * check, collaboration edits; one student per virtual user) through nginx with two instances per
 * API domain (port 7000) and with one (port 7001, a second nginx routing to the first instance of
 * each domain), measured in one run; then the faults: an instance killed (time until the
 * supervisor's new process serves) and PostgreSQL stopped 10 s (time until logins work again).
 * Prints requests/s, p50/p99, errors, lost confirmed writes, memory of the API processes, and the
 * ratios. BENCH_DURATION_S (default 60) per front door, BENCH_USERS (default 24).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiPaths } from '@school/contracts';
import { mixedTraffic, type TrafficResult } from '../e2e/prod/mixed-traffic';
import { readRun, restartedPid } from '../e2e/prod/run';
import { BENCH_PASSWORD, ensureBenchStudents } from './lib/many-students';

const ROOT = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 24);
const PG_PORT = 7050;

/** Resident memory of the run's API processes (MiB, summed), from /proc. */
function apiRssMiB(): number {
  let kib = 0;
  for (const [id, pid] of Object.entries(readRun().processes)) {
    if (!/-\d+$/.test(id)) continue;
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kib / 1024;
}

async function waitUntil(ok: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await ok().catch(() => false)) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 100));
  }
  return NaN;
}

const loginOk = (base: string) => () =>
  fetch(`${base}${ApiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'bench1', password: BENCH_PASSWORD }) }).then((r) => r.status === 200);

/** Recovery times: a learning instance killed (until its new process answers), PostgreSQL stopped 10 s (until a login works). */
async function faults(base: string): Promise<{ instanceRestartMs: number; pgRecoveryMs: number }> {
  const run = readRun();
  const killed = run.processes['learning-1'];
  const t0 = Date.now();
  process.kill(killed, 'SIGKILL');
  await restartedPid('learning-1', killed);
  const direct = `http://127.0.0.1:${run.instancePorts['learning-1']}`;
  await waitUntil(() => fetch(`${direct}/api/health`).then((r) => r.ok), 120_000);
  const instanceRestartMs = Date.now() - t0;
  const pg = (action: string) => execFileSync(process.execPath, ['scripts/prod/pg-ctl.mjs', action], { cwd: ROOT, stdio: 'pipe' });
  pg('stop');
  await new Promise((r) => setTimeout(r, 10_000));
  pg('start');
  const pgRecoveryMs = await waitUntil(loginOk(base), 120_000);
  return { instanceRestartMs, pgRecoveryMs };
}

function row(label: string, r: TrafficResult, rss: { before: number; after: number }) {
  const errors = Object.values(r.errors).reduce((a, b) => a + b, 0);
  const lost = Object.values(r.lost).reduce((a, b) => a + b, 0);
  console.log(
    label.padEnd(38),
    r.perSecond.toFixed(0).padStart(7),
    r.p50.toFixed(0).padStart(7),
    r.p99.toFixed(0).padStart(7),
    String(r.requests).padStart(9),
    String(errors).padStart(7),
    String(lost).padStart(5),
    `${rss.before.toFixed(0)}→${rss.after.toFixed(0)}`.padStart(12),
    errors ? ` ${JSON.stringify(r.errors)}` : '',
  );
}

async function main() {
  // All the load comes from one address: the per-address login limit is raised for this run only.
  const child = spawn(process.execPath, ['scripts/start-prod.mjs', '--single-front-door'], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0', LOGIN_ADDRESS_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      process.stdout.write(d);
      output += d.toString();
      // The line is coloured: '[school]' and its colour codes precede ' ready:'.
      if (output.includes(' ready: ')) resolve();
    });
    void exited.then((code) => reject(new Error(`start:prod exited (${code}) before it was ready`)));
  });
  try {
    const password = readFileSync(path.join(ROOT, '.tmp', 'prod', 'pg', 'password'), 'utf8').trim();
    await ensureBenchStudents(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/school`, USERS);
    const students = Array.from({ length: USERS }, (_, i) => ({ login: `bench${i + 1}`, password: BENCH_PASSWORD }));
    const two = 'http://localhost:7000';
    const one = 'http://localhost:7001';
    // Unmeasured warm-up of every instance through both doors (JIT, connection pools).
    await mixedTraffic(two, students, 5);
    await mixedTraffic(one, students, 5);
    const measured: [string, TrafficResult, { before: number; after: number }][] = [];
    for (const [label, base] of [
      ['1 instance per domain (nginx :7001)', one],
      ['2 instances per domain (nginx :7000)', two],
    ] as const) {
      const before = apiRssMiB();
      const result = await mixedTraffic(base, students, DURATION_S);
      measured.push([label, result, { before, after: apiRssMiB() }]);
    }
    const recovery = await faults(two);
    console.log(`\n${USERS} virtual users (one student each), mixed traffic, ${DURATION_S} s per front door`);
    console.log('front door'.padEnd(38), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'requests'.padStart(9), 'errors'.padStart(7), 'lost'.padStart(5), 'API RSS MiB'.padStart(12));
    for (const [label, r, rss] of measured) row(label, r, rss);
    const [a, b] = [measured[0][1], measured[1][1]];
    console.log(`ratio 2 vs 1 instances: ${(b.perSecond / a.perSecond).toFixed(2)}x req/s, p99 ${(b.p99 / a.p99).toFixed(2)}x`);
    console.log(`confirmed writes (2 instances): ${JSON.stringify(b.confirmed)}`);
    console.log(`recovery: a killed learning instance serves again after ${(recovery.instanceRestartMs / 1000).toFixed(1)} s; logins work ${(recovery.pgRecoveryMs / 1000).toFixed(1)} s after PostgreSQL is back from a 10 s stop`);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
