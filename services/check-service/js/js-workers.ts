import type { Wall } from '../sandbox/wall';
import { SandboxProcess } from '../sandbox/sandbox-process';
import type { SandboxJob, SandboxOutcome } from './js-job';

/** A QuickJS process serves this many jobs (each in a new QuickJS runtime) before it is replaced. */
const JOBS_PER_PROCESS = 200;

interface Worker {
  process: SandboxProcess;
  ready: Promise<boolean>;
  jobs: number;
  busy: boolean;
}

/**
 * Sandboxed QuickJS processes, one job at a time each. A process that overruns the job's deadline
 * (QuickJS interrupts the student first; this is the guard behind it) or dies is killed and
 * replaced, and its job answers as timed out or crashed.
 */
export function createJsWorkers(options: { wall: Wall; root: string; size: number }) {
  const workers: Worker[] = [];
  const queue: { job: SandboxJob; resolve: (o: SandboxOutcome) => void }[] = [];
  let closed = false;
  let seq = 0;

  function spawnWorker(): Worker {
    const process = new SandboxProcess(options.wall, options.root, 'js-main.mjs', [options.root], 192);
    const ready = process.next<{ type: string }>().then(
      (m) => m.type === 'ready',
      () => false,
    );
    return { process, ready, jobs: 0, busy: false };
  }

  function replace(worker: Worker) {
    worker.process.kill();
    const index = workers.indexOf(worker);
    if (index >= 0 && !closed) workers[index] = spawnWorker();
  }

  function ensureStarted() {
    while (workers.length < Math.max(1, options.size)) workers.push(spawnWorker());
  }

  async function serve(worker: Worker, job: SandboxJob): Promise<SandboxOutcome> {
    if (!(await worker.ready)) {
      replace(worker);
      return { crashed: true };
    }
    const id = ++seq;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      worker.process.kill();
    }, job.limits.setupMs + job.limits.timeMs + 3000);
    try {
      worker.process.send({ id, job });
      const answer = await worker.process.next<{ id: number; outcome?: SandboxOutcome; failure?: string; replace?: boolean }>();
      worker.jobs++;
      if (answer.replace || worker.jobs >= JOBS_PER_PROCESS || answer.id !== id) replace(worker);
      if (answer.failure || !answer.outcome) return { crashed: true };
      return answer.outcome;
    } catch {
      replace(worker);
      return timedOut ? { timedOut: true } : { crashed: true };
    } finally {
      clearTimeout(timer);
    }
  }

  function pump() {
    for (const worker of workers) {
      if (!queue.length) return;
      if (worker.busy) continue;
      const { job, resolve } = queue.shift()!;
      worker.busy = true;
      void serve(worker, job).then((outcome) => {
        worker.busy = false;
        resolve(outcome);
        pump();
      });
    }
  }

  return {
    run(job: SandboxJob): Promise<SandboxOutcome> {
      if (closed) return Promise.resolve({ crashed: true });
      ensureStarted();
      return new Promise((resolve) => {
        queue.push({ job, resolve });
        pump();
      });
    },
    async warm(): Promise<void> {
      ensureStarted();
      await Promise.all(workers.map((w) => w.ready));
    },
    close() {
      closed = true;
      for (const worker of workers) worker.process.kill();
    },
  };
}

export type JsWorkers = ReturnType<typeof createJsWorkers>;
