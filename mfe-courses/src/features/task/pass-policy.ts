import { TKinds, TaskAction, type TaskType, type WorkspaceResult } from '@school/contracts';
import { QUIZ_TYPES, passOf } from '@school/task-kinds';

/** What the solve screen does when a workspace reports a finished try (issue 12: the server decides). */
export type ResultStep =
  | { kind: 'wrong' }
  /** The type's own answer route has already checked and recorded the pass (quizzes): show it. */
  | { kind: 'recorded' }
  /** Save the answer first, then send the status action; the server's reply is the status. */
  | { kind: 'send'; action: typeof TaskAction.Autocheck | typeof TaskAction.ManualCheck };

/**
 * The pass policy of the task type decides, not the workspace: a 'teacher' type goes to manual
 * check whatever the workspace says; a 'server' type asks the server to verify the stored answer
 * (Autocheck) and never claims a pass itself; a 'completion' type is passed by finishing it.
 */
export function resultStep(taskType: TaskType, result: WorkspaceResult): ResultStep {
  const pass = passOf(taskType);
  // A type the school does not know can never be passed (the server refuses it too).
  if (result.kind === 'wrong' || pass === undefined) return { kind: 'wrong' };
  if (pass === 'teacher' || result.kind === 'sentToReview') return { kind: 'send', action: TaskAction.ManualCheck };
  if (pass === 'server' && QUIZ_TYPES.includes(taskType)) return { kind: 'recorded' };
  return { kind: 'send', action: TaskAction.Autocheck };
}

/** The result the student sees: a try of a 'teacher' type is sent to review, never 'solved'. */
export function shownResult(taskType: TaskType, result: WorkspaceResult): WorkspaceResult {
  if (passOf(taskType) === undefined) return { kind: 'wrong', message: TKinds.server.unknownKindPass };
  return result.kind !== 'wrong' && passOf(taskType) === 'teacher' ? { kind: 'sentToReview' } : result;
}
