import { TPython } from '@school/contracts/src/texts-python';
import type { ProgramError } from './protocol';

/** A short Russian explanation of a Python error for a child. */
export function explainError(error: ProgramError): string {
  return TPython.errors[error.type] ?? TPython.errors.other;
}

/**
 * The error as the console shows it: the explanation, then the traceback limited to the
 * student's own lines (nothing of the runtime's), then Python's original message.
 */
export function formatError(error: ProgramError): string {
  const head = error.line ? `${TPython.errorAtLine(error.line)}. ${explainError(error)}` : explainError(error);
  const frames = error.trace.map((f) => `  строка ${f.line}${f.name !== '<module>' ? ` (в ${f.name})` : ''}: ${f.text}`);
  return [head, ...frames, `${error.type}: ${error.message}`].join('\n');
}
