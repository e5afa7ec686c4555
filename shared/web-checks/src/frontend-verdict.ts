import { TWeb } from '@school/contracts';
import type { PageCheckResult, PageFailure } from './frontend-runner';

export interface PageVerdict {
  passed: boolean;
  /** One Russian line per failed expectation (or the broken-check notice). */
  messages: string[];
  /** The check is the author's problem, not the student's. */
  broken: boolean;
}

export function failureMessage(failure: PageFailure): string {
  if (failure.message) return failure.message;
  const texts = TWeb.frontendCheck as unknown as Record<string, (...args: (string | number)[]) => string>;
  const format = texts[failure.code];
  const text = typeof format === 'function' ? format(...failure.args) : TWeb.frontendCheck.scriptFailed;
  return failure.after ? TWeb.frontendCheck.afterAction(failure.after) + lowerFirst(text) : text;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function pageVerdict(result: PageCheckResult): PageVerdict {
  if (result.broken !== null) return { passed: false, messages: [TWeb.frontendCheck.brokenCheck], broken: true };
  return { passed: result.failures.length === 0, messages: result.failures.map(failureMessage), broken: false };
}
