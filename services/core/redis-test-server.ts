/** Test helper: a real Debian redis-server on a free loopback port (apt-get install redis-server). */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function waitForPort(port: number, up: boolean): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (open === up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on ${port} did not ${up ? 'start' : 'stop'}`);
}

export interface TestRedis {
  url: string;
  /** Stops the server (SIGTERM, no data kept): the app sees Redis down. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty). */
  start(): Promise<void>;
}

/** Starts redis-server without persistence on a free port; stop() it in afterAll. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(port, true);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `describe` where redis-server is installed. Elsewhere the suite is skipped, except in CI
 * (CI set), where a missing redis-server fails: scripts/test.mjs installs it there.
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (existsSync(REDIS_SERVER)) return describe(name, body);
  if (process.env.CI) {
    return describe(name, () => {
      it('needs redis-server', () => {
        throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (scripts/test.mjs does in CI)`);
      });
    });
  }
  describe.skip(name, body);
}
