import type { Wall } from './wall';
import { SandboxProcess } from './sandbox-process';

/** What a sandboxed entry answers for a job: its outcome, or a failure; `replace` asks for a fresh process. */
interface Answer<Outcome> {
  id: number;
  outcome?: Outcome;
  failure?: string;
  replace?: boolean;
}

export type PoolFailure = { crashed: true } | { timedOut: true };

export interface ProcessPoolOptions<Job> {
  wall: Wall;
  root: string;
  size: number;
  /** The bundled entry under the sandbox root, its arguments and its JavaScript heap. */
  entry: string;
  args: string[];
  heapMb: number;
  /** A process serves this many jobs before it is replaced (a fresh heap, nothing kept between students). */
  jobsPerProcess: number;
  /** The guard behind the entry's own limits: past it the process is killed and the job answers timed out. */
  deadlineMs(job: Job): number;
}

interface Worker {
  process: SandboxProcess;
  ready: Promise<boolean>;
  jobs: number;
  busy: boolean;
}

/**
 * Sandboxed processes of one entry, one job at a time each. A process that overruns a job's
 * deadline or dies is killed and replaced, and its job answers as timed out or crashed.
 */
export function createProcessPool<Job, Outcome>(options: ProcessPoolOptions<Job>) {
  const workers: Worker[] = [];
  const queue: { job: Job; resolve: (o: Outcome | PoolFailure) => void }[] = [];
  let closed = false;
  let seq = 0;

  function spawnWorker(): Worker {
    const process = new SandboxProcess(options.wall, options.root, options.entry, options.args, options.heapMb);
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

  async function serve(worker: Worker, job: Job): Promise<Outcome | PoolFailure> {
    if (!(await worker.ready)) {
      replace(worker);
      return { crashed: true };
    }
    const id = ++seq;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      worker.process.kill();
    }, options.deadlineMs(job));
    try {
      worker.process.send({ id, job });
      const answer = await worker.process.next<Answer<Outcome>>();
      worker.jobs++;
      if (answer.replace || worker.jobs >= options.jobsPerProcess || answer.id !== id) replace(worker);
      if (answer.failure || !answer.outcome || answer.id !== id) return { crashed: true };
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
    run(job: Job): Promise<Outcome | PoolFailure> {
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
