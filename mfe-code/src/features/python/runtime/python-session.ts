import type { CheckSpec, CheckVerdict, FromWorker, RunEvent, RunOutcome, ToWorker } from '@school/python-runtime';

declare const __webpack_public_path__: string;

export interface RunHandlers {
  onEvents(events: RunEvent[]): void;
  onInputRequest(prompt: string): void;
  onDone(result: RunResult): void;
}

export type RunResult =
  | { kind: 'finished'; outcome: RunOutcome; verdict?: CheckVerdict; ms: number; listening: boolean }
  | { kind: 'stopped' }
  | { kind: 'timeLimit'; seconds: number };

interface WorkerHandle {
  worker: Worker;
  ready: Promise<number>;
  inputBuffer?: SharedArrayBuffer;
}

const INPUT_BUFFER_BYTES = 4 + 2 * 16384;

/** The worker script lives on the remote's origin: a same-origin module blob imports it (CORS). */
function startWorker(): WorkerHandle {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : `${location.origin}/`;
  const workerUrl = new URL('pythonWorker.js', new URL(base, location.href)).href;
  const indexURL = new URL('pyodide/', new URL(base, location.href)).href;
  const blob = new Blob([`import ${JSON.stringify(workerUrl)};`], { type: 'text/javascript' });
  const worker = new Worker(URL.createObjectURL(blob), { type: 'module', name: 'python' });
  const inputBuffer = globalThis.crossOriginIsolated ? new SharedArrayBuffer(INPUT_BUFFER_BYTES) : undefined;
  const ready = new Promise<number>((resolve, reject) => {
    const onMessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'ready') resolve(event.data.loadMs);
      else if (event.data.type === 'loadError') reject(new Error(event.data.message));
      else return;
      worker.removeEventListener('message', onMessage);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (e) => reject(new Error(e.message || 'worker error')));
  });
  ready.catch(() => undefined);
  const init: ToWorker = { type: 'init', indexURL, inputBuffer };
  worker.postMessage(init);
  return { worker, ready, inputBuffer };
}

/**
 * One Python for the page, loaded once and kept warm across runs and task switches. Stop
 * terminates the worker (it ends any loop, C-level ones too, at once) and swaps in a warm spare.
 */
class PythonSession {
  private active: WorkerHandle | null = null;
  private spare: WorkerHandle | null = null;
  private runId = 0;
  private current: { id: number; handlers: RunHandlers; timer: ReturnType<typeof setTimeout> | null; listening: boolean } | null = null;

  /** Starts loading (idempotent); resolves with the load time in ms. */
  load(): Promise<number> {
    if (!this.active) this.active = this.attach(startWorker());
    return this.active.ready;
  }

  private attach(handle: WorkerHandle): WorkerHandle {
    handle.worker.addEventListener('message', (event: MessageEvent<FromWorker>) => this.onMessage(handle, event.data));
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
    if (!this.spare) this.spare = startWorker();
    const message: ToWorker = { type: 'run', id, code, inputs: options.inputs ?? [], check: options.check };
    handle.worker.postMessage(message);
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
      handle.worker.postMessage(message);
    }
  }

  /** A key pressed or released, for turtle games (onkeypress, onkey). */
  sendKey(key: string, released: boolean) {
    this.toListeningRun({ type: 'key', key, released });
  }

  /** A click on the canvas in turtle coordinates (onscreenclick, a turtle's onclick). */
  sendClick(x: number, y: number) {
    this.toListeningRun({ type: 'click', x, y });
  }

  /** Events reach a program only after it has finished its main part and waits for them. */
  private toListeningRun(message: ToWorker) {
    if (this.current?.listening && this.active) this.active.worker.postMessage(message);
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
    this.active = this.attach(this.spare ?? startWorker());
    this.spare = null;
  }
}

let session: PythonSession | null = null;

/** The page's one Python session. */
export function pythonSession(): PythonSession {
  session ??= new PythonSession();
  return session;
}

export type { PythonSession };
