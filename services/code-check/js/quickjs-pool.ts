import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { createRequire } from 'node:module';
import { JS_HARNESS_SOURCE, PAGE_RUNNER_SOURCE } from '@school/web-checks';

/** Limits of one sandboxed run: QuickJS memory, the student's time, and our own page setup time. */
export interface SandboxLimits {
  memoryBytes: number;
  timeMs: number;
  setupMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryBytes: 64 * 1024 * 1024, timeMs: 2000, setupMs: 15000 };

export type SandboxJob =
  | { kind: 'js'; program: string; wrappedCheck: string; limits: SandboxLimits }
  | { kind: 'page'; html: string; check: unknown; limits: SandboxLimits };

/** The worker's answer (see quickjs-worker.mjs). */
export interface SandboxOutcome {
  empty?: boolean;
  timedOut?: boolean;
  outOfMemory?: boolean;
  programError?: { message: string; stack: string };
  checkError?: { assert: boolean; message: string };
  logs?: { level: string; text: string }[];
  result?: { failures: unknown[]; broken: string | null };
  pageErrors?: string[];
}

interface Pending {
  resolve: (outcome: SandboxOutcome) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const localRequire = createRequire(__filename);

/**
 * A small pool of worker threads, each holding one QuickJS WebAssembly module. Student code runs only
 * inside QuickJS (no Node APIs, memory-limited, interrupted at its deadline); the worker keeps the
 * gateway's event loop free. A worker that does not answer in time is terminated and replaced.
 */
export function createQuickJsPool(size: number) {
  const workerFile = path.join(__dirname, 'quickjs-worker.mjs');
  const linkedomFile = path.join(path.dirname(localRequire.resolve('linkedom/package.json')), 'worker.js');
  const queue: { job: SandboxJob; pending: Omit<Pending, 'timer'> }[] = [];
  const slots: { worker: Worker; ready: Promise<void>; busy: Map<number, Pending> }[] = [];
  let seq = 0;
  let closed = false;

  function spawn(index: number) {
    const worker = new Worker(workerFile, {
      workerData: { linkedomFile, harnessSource: JS_HARNESS_SOURCE, runnerSource: PAGE_RUNNER_SOURCE },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    const busy = new Map<number, Pending>();
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    worker.on('message', (message: { ready?: boolean; id?: number; outcome?: SandboxOutcome; failure?: string }) => {
      if (message.ready) return markReady();
      const pending = message.id !== undefined ? busy.get(message.id) : undefined;
      if (!pending || message.id === undefined) return;
      busy.delete(message.id);
      clearTimeout(pending.timer);
      if (message.failure) pending.reject(new Error(message.failure));
      else pending.resolve(message.outcome ?? {});
      pump();
    });
    const fail = (error: Error) => {
      for (const pending of busy.values()) {
        clearTimeout(pending.timer);
        pending.reject(error);
      }
      busy.clear();
      if (!closed) slots[index] = spawn(index);
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closed && slots[index]?.worker === worker) fail(new Error(`sandbox worker exited with ${code}`));
    });
    return { worker, ready, busy };
  }

  // Workers start on the first job: an app that never checks JS pays nothing.
  function ensureStarted() {
    if (slots.length) return;
    for (let i = 0; i < Math.max(1, size); i++) slots.push(spawn(i));
  }

  function pump() {
    for (const slot of slots) {
      if (!queue.length) return;
      if (slot.busy.size) continue;
      const { job, pending } = queue.shift()!;
      const id = ++seq;
      // A guard beyond QuickJS's own interrupt: a stuck worker is replaced, the job reports a time-out.
      const timer = setTimeout(() => {
        slot.busy.delete(id);
        pending.resolve({ timedOut: true });
        void slot.worker.terminate();
      }, job.limits.setupMs + job.limits.timeMs + 5000);
      slot.busy.set(id, { ...pending, timer });
      void slot.ready.then(() => slot.worker.postMessage({ id, job }));
    }
  }

  return {
    run(job: SandboxJob): Promise<SandboxOutcome> {
      if (closed) return Promise.reject(new Error('sandbox pool closed'));
      ensureStarted();
      return new Promise((resolve, reject) => {
        queue.push({ job, pending: { resolve, reject } });
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export type QuickJsPool = ReturnType<typeof createQuickJsPool>;
