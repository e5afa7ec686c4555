#!/usr/bin/env node
// `npm start`: installs what is missing, builds production bundles (only the apps that changed),
// migrates and seeds the embedded database, then runs the gateway (API + shell) and one server
// per remote. Until ensureDependencies() has run, only Node's built-ins and ./lib.mjs may be
// imported: on a fresh clone nothing else is installed yet (scripts/start-bootstrap.test.ts).
//   node scripts/start.mjs [--no-build]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, log, offerAptPackages, ROOT } from './lib.mjs';

const t0 = Date.now();
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

ensureDependencies();
// The operating-system wall around students' code, and the browser that makes Python's memory
// snapshot at build time: a few seconds of apt-get on a new machine (measured: 10 s for both).
offerAptPackages(
  [
    { command: 'bwrap', pkg: 'bubblewrap' },
    { command: 'chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  ],
  'checks run behind the weaker process wall and Python starts without its snapshot; install them with apt-get and npm start again',
);
const { REMOTES, SHELL_PORT } = await import('./apps.mjs');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

const { planBuild, buildApps } = await import('./build.mjs');
const plan = process.argv.includes('--no-build') ? null : await planBuild();
// With bundles to build, the database is migrated and seeded beside them (neither needs the
// other); with none, the gateway does it as it starts, saving a process start.
const migrateApart = Boolean(plan?.stale.length);
if (migrateApart) {
  log('migrating and seeding the embedded database');
  const migrated = new Promise((resolve, reject) => {
    const child = spawn(tsx, ['services/scripts/migrate.ts'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`migration failed (${code})`))));
  }).then(() => log(`migrated (${since()} since start)`));
  await Promise.all([buildApps(plan), migrated]);
} else if (plan) {
  await buildApps(plan);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
function start(label, args, env = {}) {
  const child = spawn(tsx, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${label} stopped (${code ?? signal}); stopping everything`);
      void stopAll(1);
    }
  });
  children.push(child);
}

let stopping = false;
/** Stops every server and exits once they are all gone (killed after 5 s), leaving no process behind. */
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const c of running) c.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  }, 5000);
  await Promise.all(exited);
  clearTimeout(timer);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

start('gateway', ['services/gateway/server.ts'], {
  PORT: String(SHELL_PORT),
  WEB_ROOT: path.join(ROOT, 'shell', 'dist'),
  REMOTE_MANIFEST_FILE: path.join(ROOT, 'infra', 'remote-manifest.json'),
  MIGRATE_ON_START: String(!migrateApart),
  SEED_DEMO: String(!migrateApart),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
// Every remote's build in one server process (a port each): one Node start instead of one per remote.
start('remote servers', ['infra/remote-server.ts', ...REMOTES.flatMap((r) => [path.join(ROOT, r.dir, 'dist'), String(r.port)])]);

/** Resolves once the gateway and every remote answer (the address is printed only then). */
async function waitUntilServing() {
  const urls = [`http://localhost:${SHELL_PORT}/api/health`, ...REMOTES.map((r) => `http://localhost:${r.port}/remoteEntry.js`)];
  const until = Date.now() + 180_000;
  for (const url of urls) {
    for (;;) {
      if (stopping) return false;
      const ok = await fetch(url).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > until) {
        log(`${url} did not answer within 180 s`);
        return false;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return true;
}

if (await waitUntilServing()) {
  const { DEMO_LOGINS } = await import('./demo-logins.mjs');
  log(`ready: http://localhost:${SHELL_PORT} (${since()} since start)`);
  log('demo logins (login / password):');
  for (const a of DEMO_LOGINS) console.log(`    ${a.login.padEnd(10)} ${a.password.padEnd(12)} ${a.role}`);
  log('Ctrl+C stops everything');
}
