/**
 * `npm run bench:prod`: the production-like run (scripts/start-prod.mjs --compare-doors) under
 * mixed traffic (e2e/prod/mixed-traffic.ts: logins, reads, answer saves, likes, uploads, a quiz
 * check, collaboration edits; one student per virtual user), measured in one run through three
 * front doors: one process with every domain reached directly (port 7002), nginx with one instance
 * per API domain (7001), nginx with two (7000). Then the faults: an instance killed (time until the
 * supervisor's new process serves) and PostgreSQL stopped 10 s (time until logins work again).
 * Prints requests/s, p50/p99, errors, lost confirmed writes, the resident memory of the door's API
 * processes at the start, half-way and the end of its run (flat: the second half adds little), and
 * the ratios. BENCH_DURATION_S (default 60) per front door, BENCH_USERS (default 24).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiPaths } from '@school/contracts';
import { compareFrontDoors, frontDoorReport } from '../e2e/prod/front-doors';
import { readRun, restartedPid } from '../e2e/prod/run';
import { BENCH_PASSWORD, ensureBenchStudents } from './lib/many-students';

const ROOT = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 24);

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

async function main() {
  // All the load comes from one address: the per-address login limit is raised for this run only.
  const child = spawn(process.execPath, ['scripts/start-prod.mjs', '--compare-doors'], {
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
    const run = readRun();
    await ensureBenchStudents(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${run.ports.postgres}/school`, USERS);
    const students = Array.from({ length: USERS }, (_, i) => ({ login: `bench${i + 1}`, password: BENCH_PASSWORD }));
    const measured = await compareFrontDoors(students, DURATION_S, { warmUpS: 5 });
    const recovery = await faults(run.url);
    console.log(`\n${USERS} virtual users (one student each), mixed traffic, ${DURATION_S} s per front door, after a 5 s warm-up of each`);
    for (const line of frontDoorReport(measured)) console.log(line);
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
