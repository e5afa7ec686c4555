import { TWeb, WindowId } from '@school/contracts';
import { composePage, pageAnswer, pageVerdict, parseFrontendCheck, type PageSource, type PageVerdict } from '@school/web-checks';
import type { VerifierInput } from '../../learning/checks/verifiers';
import { DEFAULT_LIMITS, type QuickJsPool, type SandboxLimits } from './quickjs-pool';
import { windowText } from './js-verifier';

/**
 * Judges a web page on the server without running student script in the service: the page is built
 * with linkedom INSIDE QuickJS (the same sandbox as JS tasks), the student's scripts run there, then
 * the same check runner as the browser preview evaluates window 8 against that DOM (clicks included).
 */
export async function checkPage(pool: QuickJsPool, source: PageSource, checkText: string, limits: SandboxLimits = DEFAULT_LIMITS): Promise<PageVerdict> {
  const check = parseFrontendCheck(checkText);
  if (!check.ok) return pageVerdict({ failures: [], broken: check.message });
  const outcome = await pool.run({ kind: 'page', html: composePage(source), check, limits });
  if (outcome.timedOut) return { passed: false, messages: [TWeb.frontendCheck.timeLimit], broken: false };
  if (outcome.outOfMemory) return { passed: false, messages: [TWeb.jsCheck.memoryLimit], broken: false };
  const verdict = pageVerdict((outcome.result as Parameters<typeof pageVerdict>[0]) ?? { failures: [], broken: 'no result' });
  // A script error explains a failed page better than the missing text it caused.
  if (!verdict.passed && !verdict.broken && outcome.pageErrors?.length) {
    return { ...verdict, messages: [...verdict.messages, TWeb.frontendCheck.scriptError(outcome.pageErrors[0])] };
  }
  return verdict;
}

/** The TaskType.Frontend verifier: the stored HTML/CSS/JS (windows 5, 6, 4) against the page check (window 8). */
export function pageVerifier(pool: QuickJsPool) {
  return async ({ taskText, answer }: VerifierInput) => {
    const verdict = await checkPage(pool, pageAnswer(answer), windowText(taskText, WindowId.frontendCheck));
    return { passed: verdict.passed, message: verdict.messages.join('\n') || undefined };
  };
}
