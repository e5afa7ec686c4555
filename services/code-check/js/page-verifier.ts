import { TWeb, WindowId } from '@school/contracts';
import { composePage, pageAnswer, pageVerdict, parseFrontendCheck, type PageSource, type PageVerdict } from '@school/web-checks';
import type { VerifierInput, VerifierResult } from '../../learning/public';
import type { SandboxOutcome } from '../../check-service/public';
import type { CheckClient } from '../check-client';
import { isUnjudged, judged, type Unjudged } from '../client-answers';
import { windowText } from '@school/task-kinds';

/** The page's verdict from the check service's outcome (the page built with linkedom inside QuickJS). */
export function pageOutcomeVerdict(outcome: SandboxOutcome): PageVerdict {
  if (outcome.timedOut) return { passed: false, messages: [TWeb.frontendCheck.timeLimit], broken: false };
  if (outcome.outOfMemory || outcome.crashed) return { passed: false, messages: [TWeb.jsCheck.memoryLimit], broken: false };
  const verdict = pageVerdict(outcome.result ? (outcome.result as Parameters<typeof pageVerdict>[0]) : { failures: [], broken: 'no result' });
  // A script error explains a failed page better than the missing text it caused.
  if (!verdict.passed && !verdict.broken && outcome.pageErrors?.length) {
    return { ...verdict, messages: [...verdict.messages, TWeb.frontendCheck.scriptError(outcome.pageErrors[0])] };
  }
  return verdict;
}

/** Judges a web page (windows 5, 6, 4) against the page check (window 8) in the check service. */
export async function checkPage(client: CheckClient, source: PageSource, checkText: string, subject = 'anonymous'): Promise<PageVerdict | Unjudged> {
  const check = parseFrontendCheck(checkText);
  if (!check.ok) return pageVerdict({ failures: [], broken: check.message });
  return judged(() => client.page({ subject, html: composePage(source), check }), pageOutcomeVerdict);
}

/** The TaskType.Frontend verifier. */
export function pageVerifier(client: CheckClient) {
  return async ({ taskText, answer, studentId }: VerifierInput): Promise<VerifierResult> => {
    const verdict = await checkPage(client, pageAnswer(answer), windowText({ taskText }, WindowId.frontendCheck), String(studentId));
    return isUnjudged(verdict) ? verdict : { passed: verdict.passed, message: verdict.messages.join('\n') || undefined };
  };
}
