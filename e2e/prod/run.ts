import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** What a running start:prod wrote into .tmp/prod/run.json (scripts/prod/start.mjs). */
export interface ProdRun {
  url: string;
  instances: number;
  /** Process ids by name: redis, s3, checks, nginx, postgres, <deployment>-<n>. */
  processes: Record<string, number>;
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
