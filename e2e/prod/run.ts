import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** What a running start:prod wrote into .tmp/prod/run.json (scripts/prod/start.mjs). */
export interface ProdRun {
  url: string;
  instances: number;
  /** Process ids by name: redis, s3, checks, nginx, postgres, <deployment>-<n> (kept current across restarts). */
  processes: Record<string, number>;
  /** How often the supervisor started each process again after it stopped on its own. */
  restarts: Record<string, number>;
  /** The port of each API instance (<deployment>-<n>), to reach one directly past nginx. */
  instancePorts: Record<string, number>;
  /** The run's fixed ports (scripts/prod/topology.mjs PORTS). */
  ports: { nginx: number; nginxSingle: number; direct: number; postgres: number };
}

export const readRun = (): ProdRun => JSON.parse(readFileSync(path.join(ROOT, '.tmp', 'prod', 'run.json'), 'utf8')) as ProdRun;

export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until the supervisor has started `id` again (a new process id in run.json) and returns it. */
export async function restartedPid(id: string, oldPid: number, timeoutMs = 60_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const pid = readRun().processes[id];
    if (pid && pid !== oldPid && alive(pid)) return pid;
    if (Date.now() > until) throw new Error(`${id} was not started again within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
