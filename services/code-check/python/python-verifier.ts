import { WindowId, type AnswerItem } from '@school/contracts';
import { TPython } from '@school/contracts/src/texts-python';
import { checkSpecOf, explainError } from '@school/python-runtime';
import type { VerifierInput, VerifierResult } from '../../learning/checks/verifiers';
import type { PyodidePool } from './pyodide-pool';

function windowText(taskText: VerifierInput['taskText'], windowId: number): string {
  return taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

/** The program a student's answer holds (window 2, pythonCode). */
export function pythonAnswer(answer: readonly AnswerItem[]): string {
  return answer.find((a) => a.windowId === WindowId.pythonCode)?.answerText ?? '';
}

/**
 * Runs the program and the task's check (window 3, with the reference solution of window 17 for
 * drawing comparisons) in a pool thread and turns the outcome into the student's verdict. A check
 * that breaks is never blamed on the student.
 */
export async function checkPythonProgram(pool: PyodidePool, code: string, check: string, solution: string): Promise<VerifierResult> {
  if (!code.trim()) return { passed: false, message: TPython.verdict.noCode };
  if (!check.trim()) return { passed: false, message: TPython.verdict.brokenCheck };
  const outcome = await pool.run({ code, spec: checkSpecOf(check, solution) });
  if ('timedOut' in outcome) return { passed: false, message: TPython.verdict.timeLimit };
  const { run } = outcome;
  if (run.referenceError || run.verdict.status === 'broken') return { passed: false, message: TPython.verdict.brokenCheck };
  if (!run.outcome.ok) {
    const error = run.outcome.error;
    return { passed: false, message: error ? TPython.verdict.programError(explainError(error), error.line) : TPython.verdict.failed };
  }
  if (run.verdict.status === 'fail') return { passed: false, message: run.verdict.message || TPython.verdict.failed };
  return { passed: true };
}

/** The TaskType.Python verifier: the stored program against the task's check. */
export function pythonVerifier(pool: PyodidePool) {
  return async ({ taskText, answer }: VerifierInput): Promise<VerifierResult> =>
    checkPythonProgram(pool, pythonAnswer(answer), windowText(taskText, WindowId.pythonCheck), windowText(taskText, WindowId.solution));
}
