import type { SqlRun } from '../run';

/** An SQL check as the sandbox runs it: the task's database script (window 19), the student's query (18) and the reference (17). */
export interface SqlJob {
  setup: string;
  query: string;
  reference: string;
}

/**
 * Both result sets as plain data (the comparison runs outside the sandbox), or what stopped the
 * job: its process overran the wall-clock limit (one SQLite step that never returns: only the kill
 * ends it) or died.
 */
export type SqlOutcome = { reference: SqlRun; student: SqlRun } | { timedOut: true } | { crashed: true };

/** The whole job's wall time, two fresh databases included: the kill behind sql.js's own step and time budget. */
export const SQL_JOB_MS = 8000;
/** SQLite's heap in a sandboxed process (PRAGMA hard_heap_limit: can be lowered, never raised again). */
export const SQL_HEAP_BYTES = 64 * 1024 * 1024;
