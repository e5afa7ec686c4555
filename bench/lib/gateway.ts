import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startTsx, waitForUrl } from './processes';

export interface BenchGateway {
  base: string;
  helloUrl: string;
  login(login: string, password: string): Promise<{ token: string; userId: number; auth: Record<string, string> }>;
}

/**
 * Runs `fn` against a real gateway on a fresh SQLite database and a bare Fastify hello server,
 * each in its own process. `prepare` may fill the database before the gateway starts.
 */
export async function withGateway<T>(
  fn: (gw: BenchGateway) => Promise<T>,
  prepare?: (dataDir: string) => Promise<void>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  await prepare?.(dataDir);
  const [gatewayPort, helloPort] = await Promise.all([freePort(), freePort()]);
  const gateway = startTsx('services/gateway/server.ts', [], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '100000',
  });
  const hello = startTsx('bench/hello-server.ts', [String(helloPort)]);
  const base = `http://127.0.0.1:${gatewayPort}`;
  try {
    await Promise.all([waitForUrl(`${base}/api/health`, 60_000), waitForUrl(`http://127.0.0.1:${helloPort}/hello`)]);
    return await fn({
      base,
      helloUrl: `http://127.0.0.1:${helloPort}/hello`,
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
    gateway.kill('SIGTERM');
    hello.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
