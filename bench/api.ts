/**
 * `npm run bench:api`: the gateway's authenticated GET /api/student/{id}/group against a bare
 * Fastify hello server, measured in the same run on this machine; prints req/s, the ratio
 * and p99. Both servers run in their own processes on a fresh SQLite database with the demo seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startTsx, waitForUrl } from './lib/processes';
import { load, printTable } from './lib/load';

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  const [gatewayPort, helloPort] = await Promise.all([freePort(), freePort()]);
  const gateway = startTsx('services/gateway/server.ts', [], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '1000',
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
    const auth = { authorization: `Bearer ${data.token}` };

    console.log(`Node ${process.version}, ${os.cpus().length} cores; ${process.env.BENCH_DURATION_S ?? 8} s per scenario, 20 connections`);
    const baseline = await load('bare Fastify GET /hello', `http://127.0.0.1:${helloPort}/hello`);
    const groups = await load(`gateway GET /api/student/${userId}/group (JWT, SQLite)`, `${base}/api/student/${userId}/group`, {
      headers: auth,
    });
    printTable([groups], baseline);
  } finally {
    gateway.kill('SIGTERM');
    hello.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
