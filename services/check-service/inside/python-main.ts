/**
 * Sandbox entry for Python: one fresh interpreter for one job, then the process exits.
 * Roles: `program` runs the student's program and answers the check's questions with data;
 * `check` runs the reference solution and the author's check where no student code ever ran, and
 * says the verdict; `snapshot` writes a memory snapshot of a loaded interpreter (the others start
 * from it). Started by the check service inside the operating-system sandbox.
 */
import { constants as fsConstants, existsSync, readFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';
import { installRuntime, lockDown, needsReference, type PyodideLike } from '@school/python-runtime/src/runner';
import { sameDrawing } from '@school/python-runtime/src/drawing';
import type { TurtleOp } from '@school/python-runtime/src/protocol';
import turtleSource from '@school/python-runtime/src/py/turtle.py';
import harnessSource from '@school/python-runtime/src/py/harness.py';
import turtleColorsSource from '@school/python-runtime/src/py/_turtle_colors.py';
import codecSource from './py/data_codec.py';
import programHostSource from './py/program_host.py';
import checkHostSource from './py/check_host.py';
import { readMessage, writeMessage, writeRaw } from './line-io';
import type { CheckJobMessage, ProgramJobMessage, ProgramReport } from '../protocol';

const [role, root, heapArg] = process.argv.slice(2);
const stringify = JSON.stringify;
const parse = JSON.parse;

// Pyodide's NODEFS reads fs constants through process.binding, which the permission model refuses.
(process as unknown as { binding: (name: string) => unknown }).binding = (name: string) => {
  if (name === 'constants') return { fs: fsConstants };
  throw new Error(`process.binding(${name}) is not available here`);
};

/** Python's allocations fail with MemoryError past the cap instead of growing the process. */
function capHeap(maxBytes: number) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original grow, kept to be called with each memory as `this` (grow.call below)
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, delta: number) {
    if (this.buffer.byteLength + delta * 65536 > maxBytes) throw new RangeError('heap limit');
    return grow.call(this, delta);
  };
}

type PyFunction = (...args: unknown[]) => string;
interface Loaded extends PyodideLike {
  makeMemorySnapshot(): Uint8Array;
  pyimport(name: string): Record<string, PyFunction>;
  unregisterJsModule(name: string): void;
}

async function load(): Promise<Loaded> {
  const snapshot = `${root}/python.snapshot`;
  const py = (await loadPyodide({
    indexURL: `${root}/node_modules/pyodide/`,
    // Python's `js` module is this empty object, not the process's globals.
    jsglobals: {},
    stdout: () => undefined,
    stderr: () => undefined,
    ...(role === 'snapshot' ? { _makeSnapshot: true } : existsSync(snapshot) ? { _loadSnapshot: readFileSync(snapshot) } : {}),
  })) as unknown as Loaded;
  installRuntime(py, { turtle: turtleSource, turtleColors: turtleColorsSource, harness: harnessSource });
  py.FS.writeFile('/school_lib/data_codec.py', codecSource);
  py.FS.writeFile('/school_lib/program_host.py', programHostSource);
  py.FS.writeFile('/school_lib/check_host.py', checkHostSource);
  py.runPython('import data_codec, program_host, check_host');
  return py;
}

/** The interpreter's own bridges out, closed for the student's program (the sandbox is the wall). */
function closeBridges(py: Loaded) {
  py.unregisterJsModule('js');
  py.unregisterJsModule('pyodide_js');
  lockDown(py);
  py.runPython(
    [
      'import sys',
      "for _name in [n for n in sys.modules if n == 'js' or n.startswith('pyodide_js')] + ['ctypes', '_ctypes']:",
      '    sys.modules[_name] = None',
      'del _name',
    ].join('\n'),
  );
}

const crashed = (message: string): ProgramReport => ({
  outcome: { ok: false, error: { type: 'SystemError', message: message.slice(0, 300), line: null, trace: [] } },
  output: '',
  given: [],
  drawing: [],
  names: {},
});

function reportOf(run: () => string): ProgramReport {
  try {
    const report = parse(run()) as ProgramReport;
    return report && typeof report === 'object' && report.outcome ? report : crashed('no report');
  } catch (error) {
    return crashed(error instanceof Error ? error.message : String(error));
  }
}

function answerOf(run: () => string): unknown {
  try {
    return parse(run());
  } catch (error) {
    return { ok: false, error: { type: 'SystemError', message: error instanceof Error ? error.message.slice(0, 300) : 'error', line: null } };
  }
}

function serveProgram(py: Loaded) {
  const host = py.pyimport('program_host');
  closeBridges(py);
  writeMessage({ type: 'ready' });
  const job = readMessage<ProgramJobMessage>();
  if (!job) return;
  writeMessage({ type: 'ran', report: reportOf(() => host.run_program(job.code, stringify(job.inputs))) });
  for (;;) {
    const message = readMessage<{ type: string; name?: string; args?: unknown; kwargs?: unknown; inputs?: string[] }>();
    if (!message || message.type === 'end') return;
    const reply =
      message.type === 'call'
        ? answerOf(() => host.call(String(message.name), stringify({ args: message.args ?? [], kwargs: message.kwargs ?? {} })))
        : answerOf(() => host.rerun(stringify(message.inputs ?? [])));
    writeMessage({ type: 'reply', reply });
  }
}

function serveCheck(py: Loaded) {
  const harness = py.pyimport('_school_harness');
  const checkHost = py.pyimport('check_host');
  writeMessage({ type: 'ready' });
  const job = readMessage<CheckJobMessage>();
  if (!job) return;
  let reference: TurtleOp[] | null = null;
  if (needsReference(job.check) && job.solution) {
    const outcome = parse(harness._school_run(job.solution, stringify(job.inputs))) as ProgramReport['outcome'];
    if (!outcome.ok) {
      writeMessage({ type: 'verdict', verdict: { status: 'broken', message: 'reference solution failed' }, referenceError: outcome.error ?? null });
      return;
    }
    reference = parse(harness._school_drawing_json()) as TurtleOp[];
  }
  const ask = (kind: string, payload: string): string => {
    writeMessage({ ...(parse(payload) as object), type: kind });
    const answer = readMessage<{ reply: unknown }>();
    if (!answer) throw new Error('the program is gone');
    return stringify(answer.reply);
  };
  const compare = () => (reference ? sameDrawing(job.run.drawing as TurtleOp[], reference).passed : false);
  const verdict = parse(checkHost.run_check(job.check, stringify(job.run), ask, compare)) as unknown;
  writeMessage({ type: 'verdict', verdict });
}

async function main() {
  capHeap(Number(heapArg) || 384 * 1024 * 1024);
  const py = await load();
  if (role === 'snapshot') {
    writeRaw(py.makeMemorySnapshot());
    return;
  }
  if (role === 'program') serveProgram(py);
  else if (role === 'check') serveCheck(py);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
