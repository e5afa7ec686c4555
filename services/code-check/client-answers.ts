import { TPython } from '@school/contracts/src/texts-python';
import type { ClientAnswer } from './check-client';

/** The check service could not judge: busy (429, try again) or down (503). Not a failed attempt. */
export interface Unjudged {
  passed: false;
  status: 429 | 503;
  code: 'CHECK_BUSY' | 'CHECK_UNAVAILABLE';
  message: string;
}

export function isUnjudged(result: object): result is Unjudged {
  return 'status' in result && 'code' in result;
}

/** Asks the check service and judges its answer; busy and unreachable become Unjudged. */
export async function judged<T, R>(ask: () => Promise<ClientAnswer<T>>, judge: (value: T) => R): Promise<R | Unjudged> {
  let answer: ClientAnswer<T>;
  try {
    answer = await ask();
  } catch {
    return { passed: false, status: 503, code: 'CHECK_UNAVAILABLE', message: TPython.verdict.unavailable };
  }
  if (!answer.ok) return { passed: false, status: 429, code: 'CHECK_BUSY', message: TPython.verdict.busy };
  return judge(answer.value);
}
