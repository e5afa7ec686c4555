import { TPython } from '@school/contracts/src/texts-python';
import type { ProgramError } from './protocol';

const details = TPython.errorDetails;

/**
 * Python's own hint at the end of a message (". Did you mean: 'forward'?"): the name it suggests.
 * Only a name is taken (a pasted message could put any text between the quotes).
 */
export function suggestionOf(message: string): string | null {
  return /\. Did you mean: '([\p{L}_][\p{L}\p{N}_]{0,59})'\?$/u.exec(message)?.[1] ?? null;
}

/** Sharper explanations when Python's message names the culprit: [error types, message pattern, text]. */
const RULES: readonly [readonly string[], RegExp, (m: RegExpExecArray) => string][] = [
  [['ImportError'], /^cannot import name '([^']+)' from '([^']+)'/, (m) => details.noSuchName(m[2], m[1])],
  [['AttributeError'], /^module '([^']+)' has no attribute '([^']+)'/, (m) => details.noSuchName(m[1], m[2])],
  [['AttributeError'], /^'NoneType' object has no attribute '([^']+)'/, (m) => details.noneValue(m[1])],
  [['AttributeError'], /object has no attribute '([^']+)'/, (m) => details.noSuchAttribute(m[1])],
  [['NameError'], /Did you forget to import '([^']+)'\?$/, (m) => details.forgotImport(m[1])],
  // There is no Tk in the browser: the turtle's own window is the canvas beside the code.
  [['ModuleNotFoundError', 'ImportError'], /'_?tkinter'/, () => details.noTk],
  [['TurtleGraphicsError'], /^no Tk canvas here/, () => details.noTk],
  [['ModuleNotFoundError'], /halted; None in sys\.modules/, () => details.blockedModule],
  [['ModuleNotFoundError'], /^No module named '([^']+)'/, (m) => details.noSuchModule(m[1])],
  [['TypeError'], /got an unexpected keyword argument '([^']+)'/, (m) => details.noSuchParameter(m[1])],
  [['TypeError'], /takes no keyword arguments/, () => details.noKeywords],
  [['TypeError'], /missing \d+ required (positional|keyword-only) arguments?/, () => details.missingArguments],
  [['TypeError'], /takes (from )?\d+ (to \d+ )?positional arguments? but \d+ (were|was) given/, () => details.tooManyArguments],
  [['TypeError'], /object is not callable/, () => details.notCallable],
  [['TypeError'], /object is not subscriptable/, () => details.notSubscriptable],
  [['TypeError'], /object is not iterable/, () => details.notIterable],
  [['TypeError'], /not supported between instances of/, () => details.compareTypes],
  [['TypeError'], /cannot be interpreted as an integer|indices must be integers/, () => details.needInteger],
  [['ValueError'], /not in list/, () => details.notInList],
  [['ValueError'], /values to unpack/, () => details.unpack],
  [['IndexError'], /^string index out of range/, () => details.stringIndex],
  [['IndexError'], /^pop from empty list/, () => details.emptyList],
  [['SyntaxError'], /^expected ':'/, () => details.colon],
  [['SyntaxError'], /^'(.)' was never closed/, (m) => details.unclosed(m[1])],
  [['SyntaxError'], /^unterminated (triple-quoted )?string literal/, () => details.unclosedQuote],
];

/** The sharper explanation when Python's message names the culprit (a missing command, a parameter…), else null. */
export function detailOf(error: Pick<ProgramError, 'type' | 'message'>): string | null {
  for (const [types, pattern, explain] of RULES) {
    const match = types.includes(error.type) ? pattern.exec(error.message ?? '') : null;
    if (match) return explain(match);
  }
  return null;
}

/** The explanation followed by Python's own "Did you mean" suggestion, when it made one. */
export function withSuggestion(text: string, message: string): string {
  const suggested = suggestionOf(message);
  return suggested ? `${text} ${details.didYouMean(suggested)}` : text;
}

/**
 * A short Russian explanation of a Python error for a child: from Python's message where it names
 * the culprit (a missing command of a module, a parameter a command does not have), else by type;
 * Python's own "Did you mean" suggestion is passed on.
 */
export function explainError(error: ProgramError): string {
  return withSuggestion(detailOf(error) ?? TPython.errors[error.type] ?? TPython.errors.other, error.message ?? '');
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
