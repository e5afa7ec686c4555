import { WindowId } from '@school/contracts';
import { errorLine, jsAnswer, judgeJsRun, wrapJsCheck, type JsVerdict } from '@school/web-checks';
import type { VerifierInput, VerifierResult } from '../../learning/public';
import type { SandboxOutcome } from '../../check-service/public';
import type { CheckClient } from '../check-client';
import { isUnjudged, judged, type Unjudged } from '../client-answers';
import { windowText } from '@school/task-kinds';

/** The JS verdict from the check service's outcome, judged the way the browser judges. */
export function jsVerdict(outcome: SandboxOutcome): JsVerdict {
  if (outcome.empty) return judgeJsRun({ empty: true });
  return judgeJsRun({
    timedOut: outcome.timedOut,
    outOfMemory: outcome.outOfMemory || outcome.crashed,
    programError: outcome.programError && { message: outcome.programError.message, line: errorLine(outcome.programError.stack, 'program.js') },
    checkError: outcome.checkError,
  });
}

/** Runs a JS program and its check (window 7) in the check service's QuickJS sandbox. */
export async function checkJsProgram(client: CheckClient, program: string, check: string, subject = 'anonymous'): Promise<JsVerdict | Unjudged> {
  if (!program.trim()) return judgeJsRun({ empty: true });
  return judged(() => client.js({ subject, program, wrappedCheck: wrapJsCheck(check) }), jsVerdict);
}

/** The TaskType.JS verifier: the stored program (window 4) against the task's check (window 7). */
export function jsVerifier(client: CheckClient) {
  return async ({ taskText, answer, studentId }: VerifierInput): Promise<VerifierResult> => {
    const verdict = await checkJsProgram(client, jsAnswer(answer), windowText({ taskText }, WindowId.jsCheck), String(studentId));
    return isUnjudged(verdict) ? verdict : { passed: verdict.passed, message: verdict.message };
  };
}
