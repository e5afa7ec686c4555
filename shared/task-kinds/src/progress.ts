import { SERVER_SOLVE_STATUSES, SolveStatus } from '@school/contracts';

/** Statuses that let the student move past a task. */
const PASSED: readonly SolveStatus[] = [SolveStatus.Solved, SolveStatus.Skipped, SolveStatus.ManualCheck];

/**
 * Locking by progress (platform-core 4): in lesson order, the first task the student has not
 * passed (solved, skipped or sent to check) is the current one; it and every task before it are
 * open, as is any task already opened or answered. Every later untouched task is locked.
 * Returns the locked flags in the order of `statuses`. The server locks with it and the task
 * screen predicts the same locks from the status it has just been told.
 */
export function lockedFlags(statuses: readonly SolveStatus[]): boolean[] {
  const current = statuses.findIndex((s) => !PASSED.includes(s));
  if (current === -1) return statuses.map(() => false);
  return statuses.map((s, i) => i > current && s === SolveStatus.Nothing);
}

/** What the progress rules read of a navigation item. */
export interface ProgressItem {
  id: number;
  solveStatus: SolveStatus;
  locked: boolean;
}

/**
 * The lesson list as it stands once the current task has the status the screen now shows: the
 * status is written into the current item (client-only states such as quizIncorrect leave the
 * server's one), and the locks are derived again by `lockedFlags`. A part of a lesson (one task
 * group) keeps the server's locks: the rule needs every task before the group, which the part
 * lacks; its list is fetched again after each status call.
 */
export function withCurrentStatus<T extends ProgressItem>(list: readonly T[], currentId: number, status: SolveStatus, wholeLesson: boolean): T[] {
  const serverStatus = (item: T) => (item.id === currentId && SERVER_SOLVE_STATUSES.includes(status) ? status : item.solveStatus);
  const updated = list.map((item) => ({ ...item, solveStatus: serverStatus(item) }));
  if (!wholeLesson) return updated;
  const locks = lockedFlags(updated.map((item) => item.solveStatus));
  return updated.map((item, i) => ({ ...item, locked: locks[i] }));
}

/** The task after the current one in lesson order, or null for the last task. */
export function nextTask<T extends { id: number }>(list: readonly T[], currentId: number): T | null {
  const i = list.findIndex((t) => t.id === currentId);
  return i >= 0 && i + 1 < list.length ? list[i + 1] : null;
}

/** The next task when the student may open it ('Далее', skip), else null: a locked task is never offered. */
export function nextOpenTask<T extends ProgressItem>(list: readonly T[], currentId: number): T | null {
  const next = nextTask(list, currentId);
  return next && !next.locked ? next : null;
}
