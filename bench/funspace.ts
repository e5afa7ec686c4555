/**
 * `npx tsx bench/funspace.ts`: Fun Space reads on the gateway (anonymous trending and the
 * authenticated project list) against a bare Fastify hello server in the same run; prints
 * req/s, p99 and the ratio. Fresh SQLite database with the demo seed, servers in their own processes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startTsx, waitForUrl } from './lib/processes';
import { load, printTable, type LoadResult } from './lib/load';

export interface FunspaceBenchResult {
  baseline: LoadResult;
  trending: LoadResult;
  projectList: LoadResult;
}

export async function runFunspaceBench(): Promise<FunspaceBenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-fs-'));
  const [gatewayPort, helloPort] = await Promise.all([freePort(), freePort()]);
  const gateway = startTsx('services/gateway/server.ts', [], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  });
  const hello = startTsx('bench/hello-server.ts', [String(helloPort)]);
  try {
    const base = `http://127.0.0.1:${gatewayPort}`;
    await Promise.all([waitForUrl(`${base}/api/health`), waitForUrl(`http://127.0.0.1:${helloPort}/hello`)]);
    const loginRes = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'student1', password: 'student123' }),
    });
    const { data } = (await loginRes.json()) as { data: { token: string } };
    const userId = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()).user_id as number;

    console.log(`Node ${process.version}, ${os.cpus().length} cores; ${process.env.BENCH_DURATION_S ?? 8} s per scenario, 20 connections`);
    const baseline = await load('bare Fastify GET /hello', `http://127.0.0.1:${helloPort}/hello`);
    const trending = await load('gateway GET /api/student/project/trend (no auth)', `${base}/api/student/project/trend`);
    const projectList = await load(`gateway GET /api/student/${userId}/project (JWT)`, `${base}/api/student/${userId}/project`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    printTable([trending, projectList], baseline);
    return { baseline, trending, projectList };
  } finally {
    gateway.kill('SIGTERM');
    hello.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runFunspaceBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
