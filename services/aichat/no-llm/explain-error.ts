import { AI_GAME_FAILURES, AI_TEXTS } from '@school/contracts';
import { TPython } from '@school/contracts/src/texts-python';
import { detailOf, withSuggestion } from '@school/python-runtime';
import type { KindTutor } from '@school/task-kinds';

/**
 * The tutor without a language model: pure rules that turn the last run's output into a Russian
 * explanation. Rules, first match wins:
 * - Python traceback: the last `XxxError:` line names the error; the last `line N` names the line.
 *   Where Python's message names the culprit (a missing command of a module, a parameter a command
 *   does not have…) the workspace's own explanation of it (python-runtime's detailOf); else
 *   NameError, SyntaxError, IndentationError (and TabError), TypeError, ValueError,
 *   ZeroDivisionError, IndexError, KeyError have the tutor's texts and other Python errors the
 *   workspace's; Python's own "Did you mean: 'forward'?" is passed on. With the student's program
 *   the line is quoted.
 * - An endless loop stopped by the runner (timeout / "слишком долго" / KeyboardInterrupt).
 * - JS: ReferenceError, TypeError (not a function / of undefined or null), SyntaxError,
 *   RangeError (call stack); the line from `:N:M` or `line N`.
 * - Block games: the engines' failure texts (AI_GAME_FAILURES).
 * - A kind package's own rules first, when its declaration has them (`tutor.explain`; SQL: SQLite's
 *   errors, a runaway query, a refused statement).
 * - Anything else that looks like an error gets the generic text; no error gets the "run it" text.
 */
export interface ErrorExplanation {
  kind: string;
  line: number | null;
  text: string;
}

const o = AI_TEXTS.offline;

/** Python's error classes the tutor knows: its own texts and the workspace's. */
const PY_NAMES = [...new Set([...Object.keys(o.python), ...Object.keys(TPython.errors), 'TabError'])].filter((n) => /^[A-Z]\w*$/.test(n) && n !== 'Timeout');
const PY_ERROR = new RegExp(`\\b(${PY_NAMES.join('|')})\\b:?\\s*(.*)$`, 'm');
const JS_ERROR = /\b(ReferenceError|TypeError|SyntaxError|RangeError)\b:?\s*(.*)$/m;
const TIMEOUT = /(timeout|timed out|time limit|слишком долго|бесконечн|KeyboardInterrupt|execution interrupted)/i;

/** The last line number mentioned: Python's `line N`, JS's `file.js:N:M` or `строка N`. */
export function lineOf(output: string): number | null {
  const matches = [...output.matchAll(/(?:\bline\s+|строк[аеи]\s+|:)(\d+)(?::\d+)?\b/gi)];
  const last = matches.at(-1);
  return last ? Number(last[1]) : null;
}

function lastMatch(output: string, pattern: RegExp): RegExpMatchArray | null {
  const lines = output.split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const m = lines[i].match(pattern);
    if (m) return m;
  }
  return null;
}

function tutorText(name: string, detail: string): string | undefined {
  switch (name) {
    case 'NameError':
      return o.python.NameError(detail.match(/name '([^']+)'/)?.[1] ?? null);
    case 'KeyError':
      return o.python.KeyError(detail.trim() || null);
    case 'TabError':
      return o.python.IndentationError;
    default:
      return (o.python as Record<string, unknown>)[name] as string | undefined;
  }
}

function pythonText(name: string, detail: string): string {
  const message = detail.trim();
  const text = detailOf({ type: name, message }) ?? tutorText(name, message) ?? TPython.errors[name] ?? o.unknownError;
  return withSuggestion(text, message);
}

function jsText(name: string, detail: string): string {
  if (name === 'ReferenceError') return o.js.ReferenceError(detail.match(/^(\S+) is not defined/)?.[1] ?? null);
  if (name === 'TypeError') {
    const notFn = detail.match(/^(\S+) is not a function/);
    if (notFn) return o.js.TypeErrorNotFunction(notFn[1]);
    return o.js.TypeErrorOfUndefined;
  }
  return o.js[name as 'SyntaxError' | 'RangeError'];
}

/** Explains the last run's output, or null when it holds no recognisable failure. */
export function explainError(output: string, language: KindTutor['language'] = 'python', explain?: KindTutor['explain']): ErrorExplanation | null {
  const text = output.trim();
  if (!text) return null;
  const own = explain?.(text);
  if (own) return { ...own, line: null };
  const line = lineOf(text);
  for (const rule of AI_GAME_FAILURES) {
    const hit = typeof rule.match === 'string' ? text.includes(rule.match) : rule.match.test(text);
    if (hit) return { kind: 'game', line: null, text: rule.hint };
  }
  if (TIMEOUT.test(text)) return { kind: 'Timeout', line, text: o.python.Timeout };
  const js = language === 'js' ? lastMatch(text, JS_ERROR) : null;
  if (js) return { kind: js[1], line, text: jsText(js[1], js[2]) };
  const py = lastMatch(text, PY_ERROR);
  if (py) return { kind: py[1], line, text: pythonText(py[1], py[2]) };
  const jsAny = lastMatch(text, JS_ERROR);
  if (jsAny) return { kind: jsAny[1], line, text: jsText(jsAny[1], jsAny[2]) };
  if (/error|ошибк|exception|traceback/i.test(text)) return { kind: 'unknown', line, text: o.unknownError };
  return null;
}

/** The program's line `line` (1-based), trimmed and shortened, or null when there is none. */
export function codeLine(code: string, line: number): string | null {
  const text = code.split('\n')[line - 1]?.trim();
  if (!text) return null;
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * Does the saved program's line belong to this run? The tutor reads the last saved answer, which
 * may be older than the run: when the error names something ('pritn'), the line must contain it.
 */
function lineFitsError(line: string, output: string): boolean {
  const named = [...output.matchAll(/'([A-Za-z_][A-Za-z0-9_]*)'/g)].map((m) => m[1]);
  return named.length === 0 || named.some((name) => line.includes(name));
}

/**
 * The whole offline answer: intro, the explanation with its line (quoted from the student's
 * program when the tutor has it and it fits the error), and the task's goal restated.
 */
export function offlineAnswer(input: { output: string; language: KindTutor['language']; explain?: KindTutor['explain']; goal: string; code?: string }): string {
  const parts: string[] = [o.intro];
  const explained = explainError(input.output, input.language, input.explain);
  if (explained) {
    parts.push(explained.text);
    if (explained.line !== null) {
      const line = input.code ? codeLine(input.code, explained.line) : null;
      const quoted = line && lineFitsError(line, input.output) ? line : null;
      parts.push(quoted ? o.atLineCode(explained.line, quoted) : o.atLine(explained.line));
    }
  } else {
    parts.push(o.noError);
  }
  const goal = input.goal.replace(/\s+/g, ' ').trim();
  parts.push(goal ? o.goal(goal.length > 400 ? `${goal.slice(0, 400)}…` : goal) : o.noGoal);
  return parts.join('\n\n');
}
