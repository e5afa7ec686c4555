import { remoteAssetUrl } from '../../../lib/remote-asset';
import { pyodideIndexUrl } from '../../../lib/pyodide-files';
import { framedWorkers } from './framed-python';
import type { CheckSpec, CheckVerdict, FromWorker, RunEvent, RunOutcome, ToWorker } from '@school/python-runtime';

export interface RunHandlers {
  onEvents(events: RunEvent[]): void;
  onInputRequest(prompt: string): void;
  onDone(result: RunResult): void;
}

export type RunResult =
  | { kind: 'finished'; outcome: RunOutcome; verdict?: CheckVerdict; ms: number; listening: boolean }
  | { kind: 'stopped' }
  | { kind: 'timeLimit'; seconds: number };

/**
 * A Python worker as the session uses it: a real Worker of this page (the task workspace) or one
 * relayed through the remote's sandbox frame (framed-python.ts: other children's projects).
 */
export interface PythonWorkerPort {
  post(message: ToWorker): void;
  onMessage(listener: (message: FromWorker) => void): void;
  onError(listener: (message: string) => void): void;
  terminate(): void;
}

/** Where a session's workers come from; each starts loading Pyodide at once (its init is sent). */
export interface PythonWorkerSource {
  /** inputBuffer: shared memory for blocking input(), given only to a worker of this page. */
  start(inputBuffer?: SharedArrayBuffer): PythonWorkerPort;
  /** Whether input() may block on shared memory (not across the opaque-origin frame). */
  readonly sharedInput: boolean;
}

interface WorkerHandle {
  worker: PythonWorkerPort;
  ready: Promise<number>;
  inputBuffer?: SharedArrayBuffer;
}

const INPUT_BUFFER_BYTES = 4 + 2 * 16384;

/** Workers of this page. The worker script lives on the remote's origin: a same-origin module blob imports it (CORS). */
const localWorkers: PythonWorkerSource = {
  sharedInput: true,
  start(inputBuffer) {
    const blob = new Blob([`import ${JSON.stringify(remoteAssetUrl('pythonWorker.js'))};`], { type: 'text/javascript' });
    const worker = new Worker(URL.createObjectURL(blob), { type: 'module', name: 'python' });
    const init: ToWorker = { type: 'init', indexURL: pyodideIndexUrl(), inputBuffer };
    worker.postMessage(init);
    return {
      post: (message) => worker.postMessage(message),
      onMessage: (listener) => worker.addEventListener('message', (event: MessageEvent<FromWorker>) => listener(event.data)),
      onError: (listener) => worker.addEventListener('error', (e) => listener(e.message || 'worker error')),
      terminate: () => worker.terminate(),
    };
  },
};

function startWorker(source: PythonWorkerSource): WorkerHandle {
  const inputBuffer = source.sharedInput && globalThis.crossOriginIsolated ? new SharedArrayBuffer(INPUT_BUFFER_BYTES) : undefined;
  const worker = source.start(inputBuffer);
  let settled = false;
  const ready = new Promise<number>((resolve, reject) => {
    worker.onMessage((message) => {
      if (settled) return;
      if (message.type === 'ready') resolve(message.loadMs);
      else if (message.type === 'loadError') reject(new Error(message.message));
      else return;
      settled = true;
    });
    worker.onError((message) => {
      if (settled) return;
      settled = true;
      reject(new Error(message));
    });
  });
  ready.catch(() => undefined);
  return { worker, ready, inputBuffer };
}

/**
 * One Python for the page, loaded once and kept warm across runs and task switches. Stop
 * terminates the worker (it ends any loop, C-level ones too, at once) and swaps in a warm spare.
 */
class PythonSession {
  constructor(private readonly source: PythonWorkerSource) {}

  private active: WorkerHandle | null = null;
  private spare: WorkerHandle | null = null;
  private runId = 0;
  private current: { id: number; handlers: RunHandlers; timer: ReturnType<typeof setTimeout> | null; listening: boolean } | null = null;

  /** Starts loading (idempotent); resolves with the load time in ms. */
  load(): Promise<number> {
    if (!this.active) this.active = this.attach(startWorker(this.source));
    return this.active.ready;
  }

  private attach(handle: WorkerHandle): WorkerHandle {
    handle.worker.onMessage((message) => this.onMessage(handle, message));
    return handle;
  }

  private onMessage(handle: WorkerHandle, message: FromWorker) {
    const run = this.current;
    if (handle !== this.active || !run || !('id' in message) || message.id !== run.id) return;
    if (message.type === 'events') run.handlers.onEvents(message.events);
    else if (message.type === 'inputRequest') run.handlers.onInputRequest(message.prompt);
    else if (message.type === 'done') {
      if (run.timer) clearTimeout(run.timer);
      run.timer = null;
      run.listening = message.listening;
      if (!message.listening) this.current = null;
      run.handlers.onDone({ kind: 'finished', outcome: message.outcome, verdict: message.verdict, ms: message.ms, listening: message.listening });
    }
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** Runs a program (with a check when given); a run still going is stopped first. */
  async run(code: string, handlers: RunHandlers, options: { check?: CheckSpec; inputs?: string[]; timeLimitS?: number } = {}): Promise<void> {
    if (this.current) this.stop();
    await this.load();
    const handle = this.active!;
    await handle.ready;
    const id = ++this.runId;
    const seconds = options.timeLimitS ?? 60;
    const timer = setTimeout(() => {
      if (this.current?.id !== id || this.current.listening) return;
      this.replaceActive();
      this.current = null;
      handlers.onDone({ kind: 'timeLimit', seconds });
    }, seconds * 1000);
    this.current = { id, handlers, timer, listening: false };
    // A warm spare makes Stop instant for the next run too.
    if (!this.spare) this.spare = startWorker(this.source);
    const message: ToWorker = { type: 'run', id, code, inputs: options.inputs ?? [], check: options.check };
    handle.worker.post(message);
  }

  /** Answers the program's input(). */
  sendInput(value: string) {
    const run = this.current;
    const handle = this.active;
    if (!run || !handle) return;
    if (handle.inputBuffer) {
      const header = new Int32Array(handle.inputBuffer, 0, 1);
      const units = new Uint16Array(handle.inputBuffer, 4, Math.min(value.length, (INPUT_BUFFER_BYTES - 4) / 2));
      for (let i = 0; i < units.length; i++) units[i] = value.charCodeAt(i);
      Atomics.store(header, 0, units.length);
      Atomics.notify(header, 0);
    } else {
      const message: ToWorker = { type: 'input', id: run.id, value };
      handle.worker.post(message);
    }
  }

  /** A key pressed or released, for turtle games (onkeypress, onkey). */
  sendKey(key: string, released: boolean) {
    this.toListeningRun({ type: 'key', key, released });
  }

  /** A click on the canvas in turtle coordinates (onscreenclick, a turtle's onclick). */
  sendClick(x: number, y: number, phase: 'press' | 'drag' | 'release' = 'press', btn = 1) {
    this.toListeningRun({ type: 'click', x, y, phase, btn });
  }

  /** Events reach a program only after it has finished its main part and waits for them. */
  private toListeningRun(message: ToWorker) {
    if (this.current?.listening && this.active) this.active.worker.post(message);
  }

  /** Ends the run at once: the worker is terminated and the warm spare takes its place. */
  stop() {
    const run = this.current;
    if (!run) return;
    if (run.timer) clearTimeout(run.timer);
    this.current = null;
    this.replaceActive();
    run.handlers.onDone({ kind: 'stopped' });
  }

  private replaceActive() {
    this.active?.worker.terminate();
    this.active = this.attach(this.spare ?? startWorker(this.source));
    this.spare = null;
  }
}

let session: PythonSession | null = null;
let isolated: PythonSession | null = null;

/** The page's one Python session for the student's own tasks (workers of this page). */
export function pythonSession(): PythonSession {
  session ??= new PythonSession(localWorkers);
  return session;
}

/**
 * The page's one Python session for Fun Space projects (other children's code): its workers run
 * in the remote's sandbox frame, an opaque origin with no access to the school's storage or API.
 */
export function isolatedPythonSession(): PythonSession {
  isolated ??= new PythonSession(framedWorkers());
  return isolated;
}

export type { PythonSession };
