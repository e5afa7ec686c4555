/// <reference lib="webworker" />
/**
 * The Python worker: one warm Pyodide that runs programs and streams what they do (output, turtle
 * ops) in order. Input blocks the program: with SharedArrayBuffer + Atomics where the page is
 * cross-origin isolated, otherwise with JSPI (run_sync on a promise the page resolves).
 */
import turtleSource from '@school/python-runtime/src/py/turtle.py';
import harnessSource from '@school/python-runtime/src/py/harness.py';
import turtleColorsSource from '@school/python-runtime/src/py/_turtle_colors.py';
import { formatError, installRuntime, runProgram, runWithCheck, type FromWorker, type PyodideLike, type RunEvent, type RunOutcome, type ToWorker } from '@school/python-runtime';
import { openSnapshot } from './pyodide-snapshot';

declare const self: DedicatedWorkerGlobalScope;

interface Pyodide extends PyodideLike {
  setInterruptBuffer(buffer: Int32Array | Uint8Array): void;
}
type PyFunction = ((...args: unknown[]) => unknown) & { callPromising(...args: unknown[]): Promise<unknown>; copy(): PyFunction; destroy(): void };

let py: Pyodide | null = null;
let runId = 0;
let pending: RunEvent[] = [];
let lastFlush = 0;
let inputBuffer: SharedArrayBuffer | undefined;
let inputResolve: ((value: string) => void) | null = null;
let listening = 0;
let reader: unknown = null;

function setHost(inputReader: unknown) {
  (py!.globals.get('_school_set_host') as PyFunction)(emit, inputReader, setTimer);
}

const post = (message: FromWorker) => self.postMessage(message);

function flush() {
  if (!pending.length) return;
  post({ type: 'events', id: runId, events: pending });
  pending = [];
  lastFlush = performance.now();
}

/** Events of this run so far, and how many a replay must not show again (see runReplaying). */
let emitted = 0;
let skip = 0;

/** Batches events so a fast loop does not post thousands of messages, yet output stays live. */
function emit(json: string) {
  if (emitted++ < skip) return;
  pending.push(JSON.parse(json) as RunEvent);
  if (pending.length >= 200 || performance.now() - lastFlush > 30) flush();
}

/** Input with Atomics: the page writes [length, ...utf-16 code units] and notifies. */
function readInputBlocking(prompt: string): string | null {
  if (!inputBuffer) return null;
  flush();
  const header = new Int32Array(inputBuffer, 0, 1);
  Atomics.store(header, 0, -1);
  post({ type: 'inputRequest', id: runId, prompt });
  Atomics.wait(header, 0, -1);
  const length = Atomics.load(header, 0);
  const units = new Uint16Array(inputBuffer, 4, length);
  return String.fromCharCode(...units);
}

function askInput(prompt: string): Promise<string> {
  flush();
  post({ type: 'inputRequest', id: runId, prompt });
  return new Promise((resolve) => (inputResolve = resolve));
}

function setTimer(fn: PyFunction, ms: number) {
  const callback = fn.copy();
  listening++;
  setTimeout(() => {
    listening--;
    try {
      callHandler('_school_handle', callback);
    } finally {
      callback.destroy();
    }
  }, Math.max(0, ms));
}

type LoadOptions = { indexURL: string; _loadSnapshot?: Promise<ArrayBuffer>; createPyodideModule?: unknown };
type LoadPyodide = (o: LoadOptions) => Promise<Pyodide>;

/**
 * Starts from the build's memory snapshot (Python already started) where the runtime matches the
 * one it was made in (Chromium, with JSPI); otherwise, or when there is none, the plain way.
 */
async function loadFromSnapshot(loadPyodide: LoadPyodide, options: LoadOptions): Promise<Pyodide> {
  if (!('Suspending' in WebAssembly)) return loadPyodide(options);
  // A missing or invalid snapshot is known from the response and its first bytes: one plain load.
  const snapshot = await openSnapshot(`${options.indexURL}snapshot.bin`);
  if (!snapshot) return loadPyodide(options);
  try {
    return await loadPyodide({ ...options, _loadSnapshot: snapshot.bytes });
  } catch {
    return loadPyodide(options);
  }
}

const FILE_TYPES: Record<string, string> = { mjs: 'text/javascript', wasm: 'application/wasm', json: 'application/json', zip: 'application/zip' };
const typed = (name: string, file: Blob) => new Blob([file], { type: FILE_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream' });

/**
 * A worker in the sandbox frame (framed-python.ts) may fetch nothing (its origin is opaque, its
 * policy allows no connection): Pyodide's files come in the init message, and Pyodide's own
 * requests under indexURL (the wasm, the standard library, the lock file, the snapshot) are
 * answered from them. The two modules are imported from blob: URLs.
 */
async function loadFromFiles(indexURL: string, files: Record<string, Blob>): Promise<{ loadPyodide: LoadPyodide; createPyodideModule: unknown }> {
  const realFetch = self.fetch.bind(self);
  self.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(indexURL)) return realFetch(input, init);
    const name = url.slice(indexURL.length).split(/[?#]/)[0]!;
    const file = files[name];
    return Promise.resolve(file ? new Response(typed(name, file)) : new Response(null, { status: 404 }));
  };
  const moduleUrl = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} missing`);
    return URL.createObjectURL(typed(name, file));
  };
  const { loadPyodide } = (await import(/* webpackIgnore: true */ moduleUrl('pyodide.mjs'))) as { loadPyodide: LoadPyodide };
  const asm = (await import(/* webpackIgnore: true */ moduleUrl('pyodide.asm.mjs'))) as { default: unknown };
  return { loadPyodide, createPyodideModule: asm.default };
}

async function init(message: Extract<ToWorker, { type: 'init' }>) {
  const started = performance.now();
  try {
    if (message.files) {
      const { loadPyodide, createPyodideModule } = await loadFromFiles(message.indexURL, message.files);
      py = await loadFromSnapshot(loadPyodide, { indexURL: message.indexURL, createPyodideModule });
    } else {
      const { loadPyodide } = (await import(/* webpackIgnore: true */ `${message.indexURL}pyodide.mjs`)) as { loadPyodide: LoadPyodide };
      py = await loadFromSnapshot(loadPyodide, { indexURL: message.indexURL });
    }
    installRuntime(py, { turtle: turtleSource, turtleColors: turtleColorsSource, harness: harnessSource });
    inputBuffer = message.inputBuffer;
    const jspi = typeof (WebAssembly as unknown as { Suspending?: unknown }).Suspending === 'function';
    py.runPython('def _school_jspi_input(prompt):\n    from pyodide.ffi import run_sync\n    return run_sync(_school_ask(prompt))\n');
    (py.globals as unknown as { set(n: string, v: unknown): void }).set('_school_ask', askInput);
    reader = inputBuffer ? readInputBlocking : jspi ? py.globals.get('_school_jspi_input') : null;
    setHost(reader);
    // A loop of update() runs at the page's frame rate, as under Tk (never in checks: no pacing there).
    py.runPython('import turtle\nturtle._pace_frames = True\ndel turtle');
    post({ type: 'ready', loadMs: Math.round(performance.now() - started) });
  } catch (error) {
    post({ type: 'loadError', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The last fallback for input() (no isolation, no JSPI): the program runs until it needs an input
 * it was not given, the page is asked, and the program runs again from the start with the answers
 * so far, showing only what it had not shown yet. Right for programs that do the same thing each
 * time (most children's programs); one that uses random may differ between replays.
 */
async function runReplaying(code: string, given: readonly string[]): Promise<RunOutcome> {
  const inputs = [...given];
  for (;;) {
    emitted = 0;
    const outcome = runProgram(py!, code, inputs);
    if (outcome.ok || outcome.error?.type !== 'EOFError') {
      skip = 0;
      return outcome;
    }
    skip = emitted;
    inputs.push(await askInput(''));
  }
}

async function run(message: Extract<ToWorker, { type: 'run' }>) {
  if (!py) return;
  runId = message.id;
  listening = 0;
  emitted = 0;
  skip = 0;
  const started = performance.now();
  let outcome: RunOutcome;
  let verdict;
  if (message.check) {
    // A check supplies its own inputs; nothing is asked interactively.
    setHost(null);
    const result = runWithCheck(py, message.code, message.check);
    setHost(reader);
    outcome = result.outcome;
    verdict = result.verdict;
  } else if (inputBuffer) {
    outcome = runProgram(py, message.code, message.inputs);
  } else if (!reader) {
    outcome = await runReplaying(message.code, message.inputs);
  } else {
    // JSPI needs the call to enter Python through a promising entry.
    const text = await (py.globals.get('_school_run') as PyFunction).callPromising(message.code, JSON.stringify(message.inputs));
    outcome = JSON.parse(String(text)) as RunOutcome;
  }
  flush();
  const keys = Boolean((py.globals.get('_school_listening') as PyFunction)());
  post({ type: 'done', id: message.id, outcome, verdict, ms: Math.round(performance.now() - started), listening: keys || listening > 0 });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') void init(message);
  else if (message.type === 'run') void run(message);
  else if (message.type === 'input' && inputResolve) {
    const resolve = inputResolve;
    inputResolve = null;
    resolve(message.value);
  } else if (message.type === 'key' && py) {
    callHandler('_school_key', message.key, Boolean(message.released));
  } else if (message.type === 'click' && py) {
    callHandler('_school_click', message.x, message.y, message.phase ?? 'press', message.btn ?? 1);
  }
};

/** Runs a program's timer, key or click handler; its error is explained in the console like a run's. */
function callHandler(name: string, ...args: unknown[]) {
  try {
    const outcome = JSON.parse(String((py!.globals.get(name) as PyFunction)(...args))) as RunOutcome;
    if (!outcome.ok && outcome.error) pending.push({ t: 'err', text: `${formatError(outcome.error)}\n` });
  } catch (error) {
    pending.push({ t: 'err', text: `${String(error)}\n` });
  }
  flush();
}
