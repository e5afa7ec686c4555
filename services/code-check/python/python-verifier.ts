import { WindowId, type AnswerItem } from '@school/contracts';
import { TPython } from '@school/contracts/src/texts-python';
import { checkSpecOf, explainError } from '@school/python-runtime';
import type { VerifierInput, VerifierResult } from '../../learning/public';
import type { PythonOutcome } from '../../check-service/public';
import type { CheckClient } from '../check-client';
import { judged } from '../client-answers';
import { windowText } from '@school/task-kinds';

/** The program a student's answer holds (window 2, pythonCode). */
export function pythonAnswer(answer: readonly AnswerItem[]): string {
  return answer.find((a) => a.windowId === WindowId.pythonCode)?.answerText ?? '';
}

/** The student's verdict from the check service's outcome. A check that breaks is never blamed on the student. */
export function pythonVerdict(outcome: PythonOutcome): VerifierResult {
  if ('timedOut' in outcome) return { passed: false, message: TPython.verdict.timeLimit };
  if ('crashed' in outcome) return { passed: false, message: TPython.verdict.crashed };
  const { run } = outcome;
  if (run.referenceError || run.verdict.status === 'broken') return { passed: false, message: TPython.verdict.brokenCheck };
  if (!run.outcome.ok) {
    const error = run.outcome.error;
    return { passed: false, message: error ? TPython.verdict.programError(explainError(error), error.line) : TPython.verdict.failed };
  }
  if (run.verdict.status === 'fail') return { passed: false, message: run.verdict.message || TPython.verdict.failed };
  return { passed: true };
}

/**
 * Sends the program and the task's check (window 3, with the reference solution of window 17 for
 * drawing comparisons) to the check service, which runs them in sandboxes.
 */
export async function checkPythonProgram(client: CheckClient, code: string, check: string, solution: string, subject = 'anonymous'): Promise<VerifierResult> {
  if (!code.trim()) return { passed: false, message: TPython.verdict.noCode };
  if (!check.trim()) return { passed: false, message: TPython.verdict.brokenCheck };
  const spec = checkSpecOf(check, solution);
  return judged(() => client.python({ subject, code, check: spec.check, solution: spec.solution, inputs: spec.inputs ?? [] }), pythonVerdict);
}

/** The TaskType.Python verifier: the stored program against the task's check. */
export function pythonVerifier(client: CheckClient) {
  return async ({ taskText, answer, studentId }: VerifierInput): Promise<VerifierResult> =>
    checkPythonProgram(client, pythonAnswer(answer), windowText({ taskText }, WindowId.pythonCheck), windowText({ taskText }, WindowId.solution), String(studentId));
}
