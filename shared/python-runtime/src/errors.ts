import { TPython } from '@school/contracts/src/texts-python';
import type { ProgramError } from './protocol';

/**
 * A short Russian explanation of a Python error for a child: from Python's message where it names
 * the culprit (a missing command of a module, a parameter a command does not have), else by type.
 */
export function explainError(error: ProgramError): string {
  const message = error.message ?? '';
  const details = TPython.errorDetails;
  const fromModule = /^cannot import name '([^']+)' from '([^']+)'/.exec(message) ?? /^module '([^']+)' has no attribute '([^']+)'/.exec(message);
  if (fromModule) return message.startsWith('module') ? details.noSuchName(fromModule[1], fromModule[2]) : details.noSuchName(fromModule[2], fromModule[1]);
  if (error.type === 'TypeError') {
    const parameter = /got an unexpected keyword argument '([^']+)'/.exec(message);
    if (parameter) return details.noSuchParameter(parameter[1]);
    if (/missing \d+ required (positional|keyword-only) argument/.test(message)) return details.missingArguments;
    if (/takes (from )?\d+ (to \d+ )?positional arguments? but \d+ (were|was) given/.test(message)) return details.tooManyArguments;
  }
  if (error.type === 'ModuleNotFoundError' && /halted; None in sys.modules/.test(message)) return details.blockedModule;
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
