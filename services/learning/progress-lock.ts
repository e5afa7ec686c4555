import { SolveStatus } from '@school/contracts';

/** Statuses that let the student move past a task. */
const PASSED: readonly SolveStatus[] = [SolveStatus.Solved, SolveStatus.Skipped, SolveStatus.ManualCheck];

/**
 * Locking by progress (platform-core 4): in lesson order, the first task the student has not
 * passed (solved, skipped or sent to check) is the current one; it and every task before it are
 * open, as is any task already opened or answered. Every later untouched task is locked.
 * Returns the locked flags in the order of `statuses`.
 */
export function lockedFlags(statuses: readonly SolveStatus[]): boolean[] {
  const current = statuses.findIndex((s) => !PASSED.includes(s));
  if (current === -1) return statuses.map(() => false);
  return statuses.map((s, i) => i > current && s === SolveStatus.Nothing);
}
