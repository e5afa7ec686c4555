import { TWeb } from '@school/contracts';
import { functionSource } from './function-source';

export type LogLevel = 'log' | 'info' | 'warn' | 'error';
export interface LogEntry {
  level: LogLevel;
  text: string;
}

/** What the harness puts on the sandbox's global (a worker's, QuickJS's). */
interface HarnessGlobal {
  console: Record<LogLevel | 'debug', (...values: unknown[]) => void>;
  alert: (text: unknown) => void;
  prompt: () => null;
}

/**
 * The JS check harness, installed on the sandbox's global before the student's program runs.
 * SELF-CONTAINED (shipped as `JS_HARNESS_SOURCE` into the browser worker and the server's QuickJS; keep it
 * free of imports, outer variables, object spread and async syntax). It gives:
 * - `console.log/info/warn/error` printing values readably (strings as they are, objects as `{ a: 1 }`,
 *   arrays as `[ 1, 2 ]`), each call one line of `__logs`; `emit` streams them (the browser console pane);
 * - for the check (window 7), called after the program in the same global (see wrapJsCheck):
 *   `output` — everything printed by console.log/info, lines joined by "\n" (like the Python check's output);
 *   `logs` — every line with its level; `assert(condition, message)` — a failed assertion is a wrong
 *   answer with the message; and every top-level function and variable of the program by its name.
 */
export function installJsHarness(sandboxGlobal: object, emit?: (level: string, text: string) => void): JsHarnessHandle {
  const g = sandboxGlobal as HarnessGlobal;
  const logs: LogEntry[] = [];
  function format(value: unknown, depth: number, seen: unknown[]): string {
    if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
    if (typeof value === 'function') return '[Function: ' + (value.name || 'anonymous') + ']';
    if (typeof value === 'bigint') return String(value) + 'n';
    if (typeof value === 'symbol') return String(value);
    if (value === null || typeof value !== 'object') return String(value);
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (seen.indexOf(value) >= 0) return '[Circular]';
    if (depth > 3) return Array.isArray(value) ? '[Array]' : '[Object]';
    const next = seen.concat([value]);
    if (Array.isArray(value)) {
      if (!value.length) return '[]';
      return '[ ' + value.map(function (x) { return format(x, depth + 1, next); }).join(', ') + ' ]';
    }
    if (typeof Map !== 'undefined' && value instanceof Map) {
      const pairs: string[] = [];
      value.forEach(function (v: unknown, k: unknown) { pairs.push(format(k, depth + 1, next) + ' => ' + format(v, depth + 1, next)); });
      return 'Map(' + value.size + ') { ' + pairs.join(', ') + ' }';
    }
    if (typeof Set !== 'undefined' && value instanceof Set) {
      const items: string[] = [];
      value.forEach(function (v: unknown) { items.push(format(v, depth + 1, next)); });
      return 'Set(' + value.size + ') { ' + items.join(', ') + ' }';
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (!keys.length) return '{}';
    return '{ ' + keys.map(function (k) {
      const key = /^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k);
      return key + ': ' + format(record[k], depth + 1, next);
    }).join(', ') + ' }';
  }
  function writer(level: LogLevel) {
    return function (...values: unknown[]) {
      const parts: string[] = [];
      for (let i = 0; i < values.length; i++) parts.push(format(values[i], 0, []));
      const text = parts.join(' ');
      if (logs.length < 5000) logs.push({ level: level, text: text });
      if (emit) emit(level, text);
    };
  }
  g.console = { log: writer('log'), info: writer('info'), debug: writer('log'), warn: writer('warn'), error: writer('error') };
  function output(): string {
    return logs.filter(function (l) { return l.level === 'log' || l.level === 'info'; }).map(function (l) { return l.text; }).join('\n');
  }
  function assert(condition: unknown, message?: string) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- plain data through the teacher's check code and out of QuickJS (ctx.dump keeps no own props of an Error, such as __assert)
    if (!condition) throw { __assert: true, message: message ? String(message) : '' };
  }
  g.alert = function (text: unknown) { g.console.log(String(text)); };
  g.prompt = function () { return null; };
  // Kept by the host, not on the global: the program cannot replace what the check uses.
  return { assert: assert, output: output, logs: logs };
}

export interface JsHarnessHandle {
  assert: (condition: unknown, message?: string) => void;
  output: () => string;
  logs: LogEntry[];
}

/**
 * How a check (window 7) is wrapped: a function of (assert, output, logs) called after the program, in the
 * program's global scope (so it sees the program's functions and variables by name).
 */
export function wrapJsCheck(check: string): string {
  return '(function (assert, output, logs) {\n' + check + '\n})';
}

/** The harness as source text: `(<source>)(globalThis, emit)`. */
export const JS_HARNESS_SOURCE: string = functionSource(installJsHarness);

/** What one run of program + check gave, whatever the sandbox. */
export interface JsRunOutcome {
  /** The student's program threw or did not compile. */
  programError?: { message: string; line: number | null };
  /** The check threw: `assert` (a wrong answer) or anything else (a broken check). */
  checkError?: { assert: boolean; message: string };
  timedOut?: boolean;
  outOfMemory?: boolean;
  /** The program's text was empty. */
  empty?: boolean;
}

export interface JsVerdict {
  passed: boolean;
  message?: string;
  broken?: boolean;
}

/** The line of the student's program an error points at (a stack frame in `file`). */
export function errorLine(stack: string | undefined, file: string): number | null {
  if (!stack) return null;
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+)`).exec(stack);
  return m ? Number(m[1]) : null;
}

export function judgeJsRun(outcome: JsRunOutcome): JsVerdict {
  const t = TWeb.jsCheck;
  if (outcome.empty) return { passed: false, message: t.noCode };
  if (outcome.timedOut) return { passed: false, message: t.timeLimit };
  if (outcome.outOfMemory) return { passed: false, message: t.memoryLimit };
  if (outcome.programError) return { passed: false, message: t.programError(outcome.programError.message, outcome.programError.line) };
  if (outcome.checkError) {
    if (outcome.checkError.assert) return { passed: false, message: outcome.checkError.message || t.assertionFailed };
    return { passed: false, message: t.brokenCheck, broken: true };
  }
  return { passed: true };
}
