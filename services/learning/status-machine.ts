import { SolveStatus, TaskAction } from '@school/contracts';

/** Actions only a reviewer (teacher of the student's group or course author) may take. */
export const REVIEWER_ACTIONS: readonly TaskAction[] = [
  TaskAction.MarkCorrect,
  TaskAction.MarkWrong,
  TaskAction.Nothing,
  TaskAction.Solved,
];

/** Actions written to the event log. */
export const LOGGED_ACTIONS: readonly TaskAction[] = [
  TaskAction.Execute,
  TaskAction.MarkCorrect,
  TaskAction.Skip,
  TaskAction.MarkWrong,
];

export type Transition = { ok: true; next: SolveStatus } | { ok: false; reason: 'reviewerOnly' | 'badTransition' };

/** Statuses in which the student may no longer change the answer. */
const FINISHED: readonly SolveStatus[] = [SolveStatus.ManualCheck, SolveStatus.Solved];

/**
 * The solve-status state machine (platform-core 4). Pure: the current server status, the action
 * and whether the caller is a reviewer give the next status or a refusal.
 */
export function transition(current: SolveStatus, action: TaskAction, isReviewer: boolean): Transition {
  if (REVIEWER_ACTIONS.includes(action) && !isReviewer) return { ok: false, reason: 'reviewerOnly' };
  const to = (next: SolveStatus): Transition => ({ ok: true, next });
  const refuse: Transition = { ok: false, reason: 'badTransition' };
  switch (action) {
    case TaskAction.Open:
      return current === SolveStatus.Nothing || current === SolveStatus.Skipped ? to(SolveStatus.Open) : to(current);
    case TaskAction.Save:
      if (FINISHED.includes(current)) return refuse;
      return to(current === SolveStatus.Nothing ? SolveStatus.Open : current);
    case TaskAction.Execute:
      return to(current === SolveStatus.Nothing ? SolveStatus.Open : current);
    case TaskAction.Autocheck:
      return FINISHED.includes(current) && current !== SolveStatus.Solved ? refuse : to(SolveStatus.Solved);
    case TaskAction.Skip:
      return FINISHED.includes(current) ? refuse : to(SolveStatus.Skipped);
    case TaskAction.ManualCheck:
      return current === SolveStatus.Solved ? refuse : to(SolveStatus.ManualCheck);
    case TaskAction.MarkCorrect:
      return current === SolveStatus.ManualCheck ? to(SolveStatus.Solved) : refuse;
    case TaskAction.MarkWrong:
      return current === SolveStatus.ManualCheck ? to(SolveStatus.Wrong) : refuse;
    case TaskAction.Nothing:
      // Cancelling a check ('Ты уверен, что хочешь отменить проверку?') reopens the task.
      return to(current === SolveStatus.Nothing ? SolveStatus.Nothing : SolveStatus.Open);
    case TaskAction.Solved:
      return to(SolveStatus.Solved);
    default:
      return refuse;
  }
}

/** An Autocheck that solves a task not solved before: the automatic pass that logs MarkCorrect. */
export function automaticPass(action: TaskAction, current: SolveStatus, next: SolveStatus): boolean {
  return action === TaskAction.Autocheck && next === SolveStatus.Solved && current !== SolveStatus.Solved;
}

/** True when the student can no longer save answers to the task. */
export function isFinished(status: SolveStatus): boolean {
  return FINISHED.includes(status);
}
