import { Worker } from 'node:worker_threads';
import path from 'node:path';
import type { CheckRun } from '@school/python-runtime';
import type { CheckJob } from './check-thread';

export interface PythonLimits {
  /** The student's program and the check together. */
  timeMs: number;
  /** The interpreter's heap may not grow beyond this (Python gets MemoryError); a thread that
   * came within a quarter of it is replaced after its run, so the next run starts small. */
  heapBytes: number;
}

export const DEFAULT_PYTHON_LIMITS: PythonLimits = { timeMs: 5000, heapBytes: 384 * 1024 * 1024 };

export type PoolOutcome = { run: CheckRun } | { timedOut: true };

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

/**
 * A warm pool of check threads, each holding one Pyodide. A job waits for a free warm thread
 * (the load takes seconds, so threads start with the first job and stay); a thread that passes
 * the time limit is terminated and replaced, and so is one whose heap has grown too big.
 */
export function createPyodidePool(size: number, limits: PythonLimits = DEFAULT_PYTHON_LIMITS) {
  const workerFile = path.join(__dirname, 'pyodide-worker.mjs');
  const slots: Slot[] = [];
  const queue: { job: CheckJob; resolve: (o: PoolOutcome) => void; reject: (e: Error) => void }[] = [];
  let closed = false;
  let seq = 0;

  function spawn(): Slot {
    const worker = new Worker(workerFile, { workerData: { heapBytes: limits.heapBytes }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    const slot: Slot = { worker, busy: false, ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready?: boolean }) => (m.ready ? resolve() : reject(new Error('bad first message'))));
      worker.once('error', reject);
    });
    slot.ready.catch(() => undefined);
    return slot;
  }

  function replace(slot: Slot) {
    void slot.worker.terminate();
    const index = slots.indexOf(slot);
    if (index >= 0 && !closed) slots[index] = spawn();
  }

  function ensureStarted() {
    if (!slots.length) for (let i = 0; i < Math.max(1, size); i++) slots.push(spawn());
  }

  function pump() {
    for (const slot of slots) {
      if (!queue.length) return;
      if (slot.busy) continue;
      const { job, resolve, reject } = queue.shift()!;
      slot.busy = true;
      const id = ++seq;
      void slot.ready.then(
        () => {
          const timer = setTimeout(() => {
            slot.worker.off('message', onMessage);
            replace(slot);
            resolve({ timedOut: true });
            pump();
          }, limits.timeMs);
          const onMessage = (m: { id?: number; result?: CheckRun; failure?: string; heapBytes?: number }) => {
            if (m.id !== id) return;
            clearTimeout(timer);
            slot.worker.off('message', onMessage);
            slot.busy = false;
            if (m.failure) reject(new Error(m.failure));
            else {
              if ((m.heapBytes ?? 0) > limits.heapBytes * 0.75) replace(slot);
              resolve({ run: m.result! });
            }
            pump();
          };
          slot.worker.on('message', onMessage);
          slot.worker.postMessage({ id, job });
        },
        (error: Error) => {
          replace(slot);
          reject(error);
          pump();
        },
      );
    }
  }

  return {
    run(job: CheckJob): Promise<PoolOutcome> {
      if (closed) return Promise.reject(new Error('python pool closed'));
      ensureStarted();
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    /** Starts the threads now (tests, benchmarks) and waits until they are warm. */
    async warm(): Promise<void> {
      ensureStarted();
      await Promise.all(slots.map((s) => s.ready));
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

export type PyodidePool = ReturnType<typeof createPyodidePool>;
