import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(__dirname, '..', '..');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
    srv.on('error', reject);
  });
}

export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Servers run in their own processes so the load generator does not share their thread. */
export function startTsx(script: string, args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(tsx, [...nodeArgs, script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's warnings and errors reach the bench's output; the inspector's attach/detach notices do not.
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!/^(Debugger (listening|attached|ending)|For help, see: https:\/\/nodejs\.org)/.test(line)) process.stderr.write(`${line}\n`);
  });
  return child;
}

/** A remote's production build served as `npm start` serves it (infra/remote-server.ts), once it answers. */
export async function serveRemoteDist(dist: string, port: number): Promise<ChildProcess> {
  const server = startTsx(path.join(ROOT, 'infra', 'remote-server.ts'), [dist, String(port)]);
  try {
    await waitForUrl(`http://localhost:${port}/remoteEntry.js`);
  } catch (err) {
    server.kill('SIGTERM');
    throw err;
  }
  return server;
}
