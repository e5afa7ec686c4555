// The production-like run on one machine (issue 28): PostgreSQL, Redis, an S3 store, the check
// service, `instances` processes of every API deployment of infra/k8s started as the manifests
// start them, and nginx with infra/nginx/school.conf in front on one port. Used by
// `npm run start:prod`, its Playwright global setup (e2e/prod) and bench:prod.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { log } from '../lib.mjs';
import { nginxCommand } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';
import { makeStaticRoot } from './static-root.mjs';
import { createSupervisor, httpOk, waitFor } from './supervisor.mjs';
import { apiInstances, checkDeployment, directInstance, migrationJob, PORTS, PROD_DIR } from './topology.mjs';

/** A process of the run that stops on its own is started again after this (Kubernetes restarts a pod's container). */
const RESTART_MS = 1000;
const REDIS_RESTART_MS = 5000;

/** Where a running start:prod writes its processes (the fault tests read it). */
export const RUN_FILE = path.join(PROD_DIR, 'run.json');
export const PUBLIC_URL = `http://localhost:${PORTS.nginx}`;

/** A random secret kept in .tmp/prod/<name> (created once, readable by this user only). */
function secretFile(name) {
  const file = path.join(PROD_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const tcpOpen = (port) => () =>
  new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** Runs one manifest command to its end (the migrations Job), its output in logs/<id>.log. */
function runJob(supervisor, id, command, env) {
  return new Promise((resolve, reject) => {
    const child = supervisor.start(id, command, env, { job: true });
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${id} failed (${code}); see ${supervisor.logFileOf(id)}`)),
    );
  });
}

/**
 * Starts everything (the bundles must be built). Returns the URL, the processes by id and stop().
 * @param {{ instances?: number, compareDoors?: boolean, healthTimeoutMs?: number, signal?: AbortSignal }} [options]
 *   compareDoors: a second nginx on PORTS.nginxSingle routing to the first instance of each domain only,
 *   and one process with every domain on PORTS.direct (bench:prod compares the three);
 *   signal: aborting it while starting (Ctrl+C) stops what has started and rejects.
 */
export async function startProd({ instances = 2, compareDoors = false, healthTimeoutMs = 240_000, signal } = {}) {
  mkdirSync(PROD_DIR, { recursive: true });
  // Restarted processes get new ids: run.json follows them (the fault tests read it).
  let written = null;
  const writeRun = () => {
    if (!written) return;
    const processes = Object.fromEntries([...supervisor.procs].filter(([, p]) => p.child.exitCode === null).map(([id, p]) => [id, p.child.pid]));
    processes.postgres = written.postgresPid;
    const restarts = Object.fromEntries([...supervisor.procs].map(([id, p]) => [id, p.restarts]));
    writeFileSync(RUN_FILE, JSON.stringify({ ...written.fixed, processes, restarts }, null, 2));
    return processes;
  };
  const supervisor = createSupervisor(path.join(PROD_DIR, 'logs'), { onRestart: () => writeRun() });
  const t0 = Date.now();
  const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  let pg = null;
  const stop = async () => {
    await supervisor.stopAll();
    pg?.stop();
  };
  const checkAborted = () => {
    if (signal?.aborted) throw new Error('start:prod was stopped while starting');
  };
  try {
    const secrets = { JWT_SECRET: secretFile('secret') };
    pg = startPostgres(path.join(PROD_DIR, 'pg'), PORTS.postgres);
    secrets.DATABASE_URL = pg.url;
    log(`PostgreSQL on 127.0.0.1:${PORTS.postgres} (${since()})`);

    const redisDir = path.join(PROD_DIR, 'redis');
    mkdirSync(redisDir, { recursive: true });
    const redisPassword = secretFile('redis-password');
    // The password in a file of its own, not on a command line that `ps` shows.
    writeFileSync(
      path.join(redisDir, 'redis.conf'),
      [`port ${PORTS.redis}`, 'bind 127.0.0.1', `dir ${redisDir}`, 'appendonly yes', 'save ""', `requirepass ${redisPassword}`, ''].join('\n'),
      { mode: 0o600 },
    );
    // Redis comes back after a longer pause (the fault tests watch the school serve without it).
    supervisor.start('redis', ['redis-server', path.join(redisDir, 'redis.conf')], { PATH: process.env.PATH }, { restartAfterMs: REDIS_RESTART_MS });
    supervisor.start('s3', [process.execPath, 'scripts/prod/s3-server.mjs', path.join(PROD_DIR, 's3'), String(PORTS.s3)], { PATH: process.env.PATH }, { restartAfterMs: RESTART_MS });

    const base = { PATH: process.env.PATH, HOME: process.env.HOME ?? '/root' };
    const job = migrationJob();
    // The Job's command; without --no-seed the demo school is seeded once (skipped when data exists).
    await runJob(supervisor, 'migrate', job.command.filter((a) => a !== '--no-seed'), {
      ...base,
      ...job.values,
      ...pick(secrets, job.secrets),
    });
    log(`migrated and seeded (${since()})`);
    checkAborted();

    const local = {
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: [PORTS.nginx, ...(compareDoors ? [PORTS.nginxSingle, PORTS.direct] : [])].map((p) => `http://localhost:${p}`).join(','),
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: path.join(PROD_DIR, 'data'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      REDIS_URL: `redis://:${redisPassword}@127.0.0.1:${PORTS.redis}`,
      S3_BUCKET: 'school',
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Site settings an operator may set (bench:prod raises the per-address login limit: all its
      // clients are one address).
      ...Object.fromEntries(['LOGIN_RATE_LIMIT', 'LOGIN_ADDRESS_LIMIT'].filter((k) => process.env[k]).map((k) => [k, process.env[k]])),
    };
    const aliveOf = (child) => () => child.exitCode === null && child.signalCode === null;
    const wait = (id, probe) =>
      waitFor(id, probe, {
        timeoutMs: healthTimeoutMs,
        logFile: supervisor.logFileOf(id),
        alive: () => !signal?.aborted && aliveOf(supervisor.procs.get(id).child)(),
      });
    await Promise.all([wait('redis', tcpOpen(PORTS.redis)), wait('s3', tcpOpen(PORTS.s3))]);

    // Two at a time, each until it answers: a dozen processes compiling TypeScript at once on a
    // small machine miss Fastify's plugin start limit (10 s).
    const api = apiInstances(instances);
    const queue = [...api, ...(compareDoors ? [directInstance()] : [])];
    const boot = async () => {
      for (let inst = queue.shift(); inst; inst = queue.shift()) {
        const env = { ...base, ...inst.values, ...pick(secrets, inst.secrets), ...local, PORT: String(inst.port) };
        // The cluster's address of the check service is this run's.
        if (env.CHECK_SERVICE_URL) env.CHECK_SERVICE_URL = `http://127.0.0.1:${PORTS.checks}`;
        checkAborted();
        supervisor.start(inst.id, inst.command, env, { restartAfterMs: RESTART_MS });
        await wait(inst.id, httpOk(`http://127.0.0.1:${inst.port}/api/health`));
      }
    };
    await Promise.all([boot(), boot()]);
    log(`${api.length} API instances up${compareDoors ? ', and the direct one with every domain' : ''} (${since()})`);

    const checks = checkDeployment();
    supervisor.start('checks', checks.command, {
      ...base,
      ...checks.values,
      CHECK_HOST: '127.0.0.1',
      CHECK_PORT: String(PORTS.checks),
      CHECK_CACHE_DIR: path.join(PROD_DIR, 'checks-cache'),
    }, { restartAfterMs: RESTART_MS });

    await wait('checks', httpOk(`http://127.0.0.1:${PORTS.checks}/health`));

    checkAborted();
    makeStaticRoot(path.join(PROD_DIR, 'srv'));
    const upstreamsOf = (count) =>
      Object.fromEntries(
        [...new Set(api.map((i) => i.name))].map((name) => [name, api.filter((i) => i.name === name).slice(0, count).map((i) => i.port)]),
      );
    const srvRoot = path.join(PROD_DIR, 'srv');
    supervisor.start('nginx', nginxCommand({ port: PORTS.nginx, srvRoot, upstreams: upstreamsOf(instances), workDir: path.join(PROD_DIR, 'nginx') }), base, { restartAfterMs: RESTART_MS });
    if (compareDoors) {
      supervisor.start('nginx-single', nginxCommand({ port: PORTS.nginxSingle, srvRoot, upstreams: upstreamsOf(1), workDir: path.join(PROD_DIR, 'nginx-single') }), base);
    }

    await wait('nginx', httpOk(`${PUBLIC_URL}/api/health`));
    await wait('nginx', httpOk(`${PUBLIC_URL}/remotes.json`));
    if (compareDoors) await wait('nginx-single', httpOk(`http://localhost:${PORTS.nginxSingle}/api/health`));

    const instancePorts = Object.fromEntries(api.map((i) => [i.id, i.port]));
    written = { postgresPid: pg.pid, fixed: { url: PUBLIC_URL, instances, ports: PORTS, instancePorts } };
    const processes = writeRun();
    log(`all up in ${since()}`);
    return { url: PUBLIC_URL, processes, supervisor, postgres: pg, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function pick(values, names) {
  const missing = names.filter((n) => !(n in values));
  if (missing.length) throw new Error(`the manifests ask for secrets this run does not make: ${missing.join(', ')}`);
  return Object.fromEntries(names.map((n) => [n, values[n]]));
}
