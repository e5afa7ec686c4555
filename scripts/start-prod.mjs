#!/usr/bin/env node
// `npm run start:prod`: the production topology on this machine (issue 28): builds what is not
// built, then PostgreSQL, Redis, an S3 store, the check service, two instances of every API
// deployment of infra/k8s (SERVICES=<domain>, NODE_ENV=production) and nginx with
// infra/nginx/school.conf in front on one port. Everything lives in .tmp/prod; Ctrl+C stops it all.
//   node scripts/start-prod.mjs [--no-build] [--instances N] [--compare-doors]
// --compare-doors: two more front doors (bench:prod and e2e/prod compare them): a second nginx on
// port 7001 routing to one instance per domain, and one process with every domain on port 7002.
import { ensureAptPackages, ensureDependencies, log } from './lib.mjs';

const t0 = Date.now();
ensureDependencies();
ensureAptPackages([
  { command: 'initdb', path: '/usr/lib/postgresql', pkg: 'postgresql' },
  { command: 'redis-server', pkg: 'redis-server' },
  { command: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx' },
  // The wall around students' code: the check service refuses to start without it in production.
  { command: 'bwrap', pkg: 'bubblewrap' },
]);

const argv = process.argv.slice(2);
const instancesArg = argv.indexOf('--instances');
const instances = instancesArg >= 0 ? Number(argv[instancesArg + 1]) : 2;

const { startProd } = await import('./prod/start.mjs');
let run;
let stopping = false;
// Ctrl+C while starting: startProd stops what it has started and rejects (then this exits).
const starting = new AbortController();
async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping everything');
  if (!run) return starting.abort();
  await run.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (!argv.includes('--no-build')) {
  const { planBuild, buildApps } = await import('./build.mjs');
  await buildApps(await planBuild());
}

if (stopping) process.exit(0);
try {
  run = await startProd({ instances, compareDoors: argv.includes('--compare-doors'), signal: starting.signal });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(stopping ? 0 : 1);
}
if (stopping) {
  // Ctrl+C came as the last server got ready.
  await run.stop();
  process.exit(0);
} else {
  const { DEMO_LOGINS } = await import('./demo-logins.mjs');
  log(`ready: ${run.url} (${((Date.now() - t0) / 1000).toFixed(1)} s since start; ${instances} instances per API domain behind nginx)`);
  log('demo logins (login / password):');
  for (const a of DEMO_LOGINS) console.log(`    ${a.login.padEnd(10)} ${a.password.padEnd(12)} ${a.role}`);
  log('logs: .tmp/prod/logs; Ctrl+C stops everything');
}
