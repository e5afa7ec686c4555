import type { Wall } from '../sandbox/wall';
import { createProcessPool } from '../sandbox/process-pool';
import type { SandboxJob, SandboxOutcome } from './js-job';

/**
 * Sandboxed QuickJS processes, one job at a time each (a new QuickJS runtime per job; a process
 * serves 200 jobs). QuickJS interrupts the student first; the pool's deadline is the guard behind it.
 */
export function createJsWorkers(options: { wall: Wall; root: string; size: number }) {
  return createProcessPool<SandboxJob, SandboxOutcome>({
    ...options,
    entry: 'js-main.mjs',
    args: [options.root],
    heapMb: 192,
    jobsPerProcess: 200,
    deadlineMs: (job) => job.limits.setupMs + job.limits.timeMs + 3000,
  });
}
