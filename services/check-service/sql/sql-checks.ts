import type { Wall } from '../sandbox/wall';
import { createProcessPool } from '../sandbox/process-pool';
import { SQL_HEAP_BYTES, SQL_JOB_MS, type SqlJob, type SqlOutcome } from './sql-job';

/** An sql.js process serves this many jobs (each on fresh databases) before it is replaced. */
const JOBS_PER_PROCESS = 500;
/** The process's JavaScript heap (sql.js's own objects; SQLite's heap is capped apart). */
const HEAP_MB = 128;

/**
 * Sandboxed sql.js processes, one job at a time each. A process that overruns the job's wall time
 * (a single SQLite step that never returns cannot be interrupted inside) or dies is killed and
 * replaced, and its job answers as timed out or crashed.
 */
export function createSqlWorkers(options: { wall: Wall; root: string; size: number; jobMs?: number }) {
  const jobMs = options.jobMs ?? SQL_JOB_MS;
  return createProcessPool<SqlJob, SqlOutcome>({
    wall: options.wall,
    root: options.root,
    size: options.size,
    entry: 'sql-main.mjs',
    args: [options.root, String(SQL_HEAP_BYTES)],
    heapMb: HEAP_MB,
    jobsPerProcess: JOBS_PER_PROCESS,
    deadlineMs: () => jobMs,
  });
}

export type SqlWorkers = ReturnType<typeof createSqlWorkers>;
