import type { CheckSpec, CheckVerdict, ProgramError, PythonSources, RunOutcome, TurtleOp } from './protocol';
import { sameDrawing } from './drawing';

/** The part of a Pyodide instance the runner uses (browser worker and Node thread alike). */
export interface PyodideLike {
  runPython(code: string): unknown;
  globals: { get(name: string): unknown };
  FS: { writeFile(path: string, data: string): void; mkdirTree(path: string): void };
}

type PyCallable = (...args: unknown[]) => unknown;

/** Where our Python modules live inside the interpreter's file system (on sys.path). */
const MODULE_DIR = '/school_lib';

/**
 * Installs the turtle module and the harness, and hides what student code must not reach:
 * the bridges to JavaScript (js, pyodide_js, pyodide.code/ffi/http) cannot be imported.
 */
export function installRuntime(py: PyodideLike, sources: PythonSources): void {
  py.FS.mkdirTree(MODULE_DIR);
  py.FS.writeFile(`${MODULE_DIR}/turtle.py`, sources.turtle);
  py.FS.writeFile(`${MODULE_DIR}/_turtle_colors.py`, sources.turtleColors);
  py.FS.writeFile(`${MODULE_DIR}/_school_harness.py`, sources.harness);
  py.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(MODULE_DIR)})\nfrom _school_harness import *\nfrom _school_harness import _school_run, _school_check, _school_drawing_json, _school_set_host, _school_handle, _school_key, _school_click, _school_listening`);
}

/** Blocks the JavaScript bridges for the student's code (server: no network, no files). */
export function lockDown(py: PyodideLike): void {
  py.runPython(
    [
      'import sys',
      "for _name in ('js', 'pyodide_js', 'pyodide', 'pyodide.code', 'pyodide.ffi', 'pyodide.http', 'pyodide.webloop', 'micropip', 'pyodide_http', 'urllib.request', 'socket', 'ssl'):",
      '    sys.modules[_name] = None',
      'del _name',
    ].join('\n'),
  );
}

function call(py: PyodideLike, name: string, ...args: unknown[]): string {
  return String((py.globals.get(name) as PyCallable)(...args));
}

/** Runs a program in a fresh namespace (synchronously: the host is a worker). */
export function runProgram(py: PyodideLike, code: string, inputs: readonly string[] = []): RunOutcome {
  return JSON.parse(call(py, '_school_run', code, JSON.stringify(inputs))) as RunOutcome;
}

export function drawingLog(py: PyodideLike): TurtleOp[] {
  return JSON.parse(call(py, '_school_drawing_json')) as TurtleOp[];
}

/** True when a check compares the drawing with the reference solution's. */
export function needsReference(check: string): boolean {
  return /\bsame_drawing\s*\(/.test(check);
}

export interface CheckRun {
  outcome: RunOutcome;
  verdict: CheckVerdict;
  /** The reference solution itself failed (a broken task, for the author). */
  referenceError?: ProgramError;
}

/**
 * Runs the reference solution first when the check compares drawings, then the student's
 * program, then the check in the program's namespace. `runStudent` lets a browser host run the
 * student's program its own way (streaming, interactive input).
 */
export function runWithCheck(
  py: PyodideLike,
  code: string,
  spec: CheckSpec,
  runStudent: (code: string, inputs: readonly string[]) => RunOutcome = (c, i) => runProgram(py, c, i),
): CheckRun {
  let reference: TurtleOp[] | null = null;
  if (needsReference(spec.check) && spec.solution) {
    const solutionRun = runProgram(py, spec.solution, spec.inputs ?? []);
    if (!solutionRun.ok) {
      return { outcome: solutionRun, verdict: { status: 'broken', message: solutionRun.error ? `${solutionRun.error.type}: ${solutionRun.error.message}` : 'solution' }, referenceError: solutionRun.error };
    }
    reference = drawingLog(py);
  }
  const outcome = runStudent(code, spec.inputs ?? []);
  // A check that runs the program itself with its own inputs (run(input=...)) does not need the
  // first run to have had input.
  const rerunsItself = /\brun\s*\(/.test(spec.check) && !outcome.ok && outcome.error?.type === 'EOFError';
  if (!outcome.ok && !rerunsItself) return { outcome, verdict: { status: 'fail' } };
  const compare = () => (reference ? sameDrawing(drawingLog(py), reference).passed : false);
  const verdict = JSON.parse(call(py, '_school_check', spec.check, compare)) as CheckVerdict;
  return { outcome: rerunsItself ? { ok: true } : outcome, verdict };
}

/**
 * A check supplies the program's inputs with a comment line `# inputs: ["5", "Маша"]` (a JSON
 * list); without one the program gets no input.
 */
export function checkSpecOf(check: string, solution?: string): CheckSpec {
  const line = /^#\s*inputs:\s*(\[.*\])\s*$/m.exec(check)?.[1];
  let inputs: string[] = [];
  if (line) {
    try {
      const parsed: unknown = JSON.parse(line);
      if (Array.isArray(parsed)) inputs = parsed.map(String);
    } catch {
      inputs = [];
    }
  }
  return { check, solution: solution || undefined, inputs };
}
