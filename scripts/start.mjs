#!/usr/bin/env node
// `npm start`: installs what is missing, builds production bundles, migrates and seeds the
// embedded database, then runs the gateway (API + shell) and one server per remote.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES, SHELL_PORT } from './apps.mjs';
import { ensureDependencies, log, ROOT, run } from './lib.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build')) {
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
log('migrating and seeding the embedded database');
run(tsx, ['services/scripts/migrate.ts']);

const children = [];
function start(label, args, env = {}) {
  const child = spawn(tsx, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${label} stopped (${code ?? signal}); stopping everything`);
      stopAll(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('gateway', ['services/gateway/server.ts'], {
  PORT: String(SHELL_PORT),
  WEB_ROOT: path.join(ROOT, 'shell', 'dist'),
  REMOTE_MANIFEST_FILE: path.join(ROOT, 'infra', 'remote-manifest.json'),
  MIGRATE_ON_START: 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
for (const r of REMOTES) {
  start(r.name, ['infra/remote-server.ts', path.join(ROOT, r.dir, 'dist'), String(r.port)]);
}

const { DEMO_LOGINS } = await import('./demo-logins.mjs');
setTimeout(() => {
  log(`ready: http://localhost:${SHELL_PORT}`);
  log('demo logins (login / password):');
  for (const a of DEMO_LOGINS) console.log(`    ${a.login.padEnd(10)} ${a.password.padEnd(12)} ${a.role}`);
  log('Ctrl+C stops everything');
}, 2500);
