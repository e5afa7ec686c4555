import { COMMON_TEXTS } from '../texts';
import type { ExecutionEnd } from './interpreter';

/** The learner's message when the interpreter, not the game, ended the run; else undefined. */
export function limitFailureMessage(end: ExecutionEnd): string | undefined {
  if (end === 'step_limit') return COMMON_TEXTS.programTooLong;
  if (end === 'call_depth_limit') return COMMON_TEXTS.callsTooDeep;
  return undefined;
}

/** Warning for a command or sensor a game does not know; the spec skips it with a warning. */
export function unknownBlockWarning(type: string): string {
  return `Unknown block "${type}" skipped`;
}
