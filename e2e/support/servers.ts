import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRemoteManifest } from '@school/contracts/src/manifest';
import { loadRemotes } from '@school/build-config/remotes';
import { E2E_CHECK_PORT, E2E_CHECK_SERVICE_URL, E2E_JWT_SECRET, E2E_GATEWAY_PORTS, E2E_REMOTES, E2E_STATE_DIR_NAME, type RemoteName } from './ports';

export const ROOT = path.resolve(__dirname, '..', '..');
const STATE_DIR = path.join(ROOT, '.tmp', E2E_STATE_DIR_NAME);
const PIDS = path.join(STATE_DIR, 'pids.json');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function readPids(): Record<string, number> {
  return existsSync(PIDS) ? (JSON.parse(readFileSync(PIDS, 'utf8')) as Record<string, number>) : {};
}
function savePid(name: string, pid: number | undefined) {
  const pids = readPids();
  if (pid) pids[name] = pid;
  else delete pids[name];
  writeFileSync(PIDS, JSON.stringify(pids));
}

/** Each server's output goes to its own log file, printed when the server does not come up. */
export const logFileOf = (name: string) => path.join(STATE_DIR, `${name}.log`);

function spawnServer(name: string, args: string[], env: Record<string, string>, inherit = true): ChildProcess {
  mkdirSync(STATE_DIR, { recursive: true });
  const log = openSync(logFileOf(name), 'a');
  const child = spawn(tsx, args, {
    cwd: ROOT,
    env: { ...(inherit ? process.env : { PATH: process.env.PATH ?? '/usr/bin:/bin' }), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.unref();
  savePid(name, child.pid);
  return child;
}

/**
 * Waits until `url` answers 2xx. The limit is generous (a busy CI machine starts tsx slowly);
 * waiting for a server started here, give its `server` name: the wait ends as soon as it exits,
 * and either way its log is in the error.
 */
export async function waitForUrl(url: string, timeoutMs = 180_000, server?: { name: string; child: ChildProcess }): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until && server?.child.exitCode == null) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String((error as { cause?: unknown }).cause ?? error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const why = server?.child.exitCode != null ? `the server exited (${server.child.exitCode})` : `not within ${timeoutMs / 1000} s (last: ${last})`;
  const log = server && existsSync(logFileOf(server.name)) ? readFileSync(logFileOf(server.name), 'utf8').slice(-8000) : '';
  throw new Error(`${url} did not come up: ${why}${server ? `\n--- ${server.name} log (${logFileOf(server.name)}) ---\n${log || '(empty)'}` : ''}`);
}

export async function startRemote(name: RemoteName): Promise<void> {
  const r = E2E_REMOTES.find((x) => x.name === name)!;
  const child = spawnServer(name, ['infra/remote-server.ts', path.join(ROOT, r.dir, 'dist'), String(r.port)], {});
  await waitForUrl(`http://localhost:${r.port}/mf-manifest.json`, 180_000, { name, child });
}

export function stopServer(name: string): void {
  const pid = readPids()[name];
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
  savePid(name, undefined);
}

/** Fresh database, the gateway with the shell, and every remote on the e2e ports. */
export async function startAll(): Promise<void> {
  // Servers a run left behind (killed before its teardown) would hold the ports and answer for
  // the new ones with a database that is gone.
  stopAll();
  rmSync(STATE_DIR, { recursive: true, force: true });
  mkdirSync(STATE_DIR, { recursive: true });
  // The manifest of the declared remotes, on their e2e ports.
  const e2ePort = new Map(E2E_REMOTES.map((r) => [r.name, r.port]));
  const manifest = buildRemoteManifest(loadRemotes(), (r) => `http://{hostname}:${e2ePort.get(r.name)}/remoteEntry.js`);
  const manifestFile = path.join(STATE_DIR, 'remote-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  // The check service as production runs it: its own process, no secrets in its environment.
  const checks = spawnServer('checks', ['services/check-service/main.ts'], { CHECK_PORT: String(E2E_CHECK_PORT) }, false);
  // One gateway and database per parallel worker, all sharing the remotes and the check service.
  const gateways = E2E_GATEWAY_PORTS.map((port, index) => {
    const name = index === 0 ? 'gateway' : `gateway-${index}`;
    const child = spawnServer(name, ['services/gateway/server.ts'], {
      CHECK_SERVICE_URL: E2E_CHECK_SERVICE_URL,
      PORT: String(port),
      DATA_DIR: path.join(STATE_DIR, index === 0 ? 'data' : `data-${index}`),
      JWT_SECRET: E2E_JWT_SECRET,
      LOGIN_RATE_LIMIT: '1000',
      SEED_DEMO: 'true',
      WEB_ROOT: path.join(ROOT, 'shell', 'dist'),
      REMOTE_MANIFEST_FILE: manifestFile,
    });
    return { port, name, child };
  });
  // A remote declared but not built (a new one, mid-way) is left out loudly; its pages show the
  // remote-failed message, every other remote works.
  const built = E2E_REMOTES.filter((r) => existsSync(path.join(ROOT, r.dir, 'dist', 'remoteEntry.js')));
  for (const r of E2E_REMOTES) if (!built.includes(r)) console.warn(`[e2e] remote ${r.name} has no build (${r.dir}/dist): not started`);
  console.log(`[e2e] server logs: ${path.relative(ROOT, STATE_DIR)}/*.log`);
  await Promise.all([
    waitForUrl(`${E2E_CHECK_SERVICE_URL}/health`, 180_000, { name: 'checks', child: checks }),
    ...gateways.map((g) => waitForUrl(`http://localhost:${g.port}/api/health`, 180_000, { name: g.name, child: g.child })),
    ...built.map((r) => startRemote(r.name)),
  ]);
}

export function stopAll(): void {
  for (const name of Object.keys(readPids())) stopServer(name);
}
