import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import WebSocket from 'ws';
import { freePort, startTsx, waitForUrl } from './processes';

/** Ends a server process and waits for it (so its database is closed before it is dropped). */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface BenchGateway {
  base: string;
  helloUrl: string;
  /** The gateway process id (its memory is read from /proc). */
  pid: number;
  login(login: string, password: string): Promise<{ token: string; userId: number; auth: Record<string, string> }>;
  /** The gateway's live JavaScript heap after a full collection, in MiB (what a leak would grow; RSS also holds garbage not yet collected). */
  heapAfterGcMiB(): Promise<number>;
}

/**
 * Collects the garbage of the process behind an inspector port and reads its heap (the DevTools
 * protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage), through one short session.
 */
async function heapAfterGc(inspectorPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let nextId = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (raw: WebSocket.RawData) => {
        const msg = JSON.parse(String(raw)) as { id?: number; result?: Record<string, number>; error?: { message: string } };
        if (msg.id !== id) return;
        ws.off('message', onMessage);
        if (msg.error) reject(new Error(msg.error.message));
        else resolve(msg.result ?? {});
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return Math.round(usedSize / 1024 / 1024);
  } finally {
    ws.close();
  }
}

/** A fresh database in the PostgreSQL cluster at adminUrl (scripts/with-postgres.mjs gives TEST_PG_URL). */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs `fn` against a real gateway on a fresh database (SQLite in a temp folder, or a new
 * PostgreSQL database when `postgresAdminUrl` is given) and a bare Fastify hello server, each in
 * its own process. `prepare` may fill the database before the gateway starts.
 */
export async function withGateway<T>(
  fn: (gw: BenchGateway) => Promise<T>,
  prepare?: (dataDir: string, databaseUrl: string | null) => Promise<void>,
  postgresAdminUrl?: string,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  const pg = postgresAdminUrl ? await freshPostgres(postgresAdminUrl) : null;
  await prepare?.(dataDir, pg?.url ?? null);
  const [gatewayPort, helloPort, inspectorPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const gateway = startTsx(
    'services/gateway/server.ts',
    [],
    {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '100000',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
    // The inspector only listens (on loopback) until heapAfterGcMiB attaches for a moment.
    [`--inspect=127.0.0.1:${inspectorPort}`],
  );
  const hello = startTsx('bench/hello-server.ts', [String(helloPort)]);
  const base = `http://127.0.0.1:${gatewayPort}`;
  try {
    await Promise.all([waitForUrl(`${base}/api/health`, 60_000), waitForUrl(`http://127.0.0.1:${helloPort}/hello`)]);
    return await fn({
      base,
      helloUrl: `http://127.0.0.1:${helloPort}/hello`,
      pid: gateway.pid!,
      heapAfterGcMiB: () => heapAfterGc(inspectorPort),
      async login(login, password) {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login, password }),
        });
        if (!res.ok) throw new Error(`login ${login}: ${res.status}`);
        const { data } = (await res.json()) as { data: { token: string } };
        const userId = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()).user_id as number;
        return { token: data.token, userId, auth: { authorization: `Bearer ${data.token}` } };
      },
    });
  } finally {
    await Promise.all([stop(gateway), stop(hello)]);
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
