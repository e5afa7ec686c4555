import { WindowId } from '@school/contracts';
import { errorLine, jsAnswer, judgeJsRun, wrapJsCheck, type JsVerdict } from '@school/web-checks';
import type { VerifierInput } from '../../learning/checks/verifiers';
import { DEFAULT_LIMITS, type QuickJsPool, type SandboxLimits } from './quickjs-pool';

function windowText(taskText: VerifierInput['taskText'], windowId: number): string {
  return taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

/** Runs a JS program and its check (window 7) in QuickJS and judges it the way the browser does. */
export async function checkJsProgram(pool: QuickJsPool, program: string, check: string, limits: SandboxLimits = DEFAULT_LIMITS): Promise<JsVerdict> {
  if (!program.trim()) return judgeJsRun({ empty: true });
  const outcome = await pool.run({ kind: 'js', program, wrappedCheck: wrapJsCheck(check), limits });
  return judgeJsRun({
    timedOut: outcome.timedOut,
    outOfMemory: outcome.outOfMemory,
    programError: outcome.programError && { message: outcome.programError.message, line: errorLine(outcome.programError.stack, 'program.js') },
    checkError: outcome.checkError,
  });
}

/** The TaskType.JS verifier: the stored program (window 4) against the task's check (window 7). */
export function jsVerifier(pool: QuickJsPool) {
  return async ({ taskText, answer }: VerifierInput) => {
    const verdict = await checkJsProgram(pool, jsAnswer(answer), windowText(taskText, WindowId.jsCheck));
    return { passed: verdict.passed, message: verdict.message };
  };
}

export { windowText };
