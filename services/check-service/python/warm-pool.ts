import type { Wall } from '../sandbox/wall';
import { SandboxProcess } from '../sandbox/sandbox-process';

export interface WarmPoolLog {
  warn(details: object, message: string): void;
}

/**
 * Single-use sandboxed interpreters kept loaded ahead of need: a job takes a warm one (a fresh
 * interpreter that has run nothing) and a replacement starts loading at once. A process that dies
 * while loading is logged and replaced after a pause, so a broken runtime cannot spin the CPU.
 */
export function createWarmPool(options: { wall: Wall; root: string; role: string; spares: number; heapMb: number; heapBytes: number; log: WarmPoolLog }) {
  const ready: SandboxProcess[] = [];
  const takers: ((p: SandboxProcess) => void)[] = [];
  let loading = 0;
  let closed = false;
  let failures = 0;

  function start() {
    if (closed) return;
    loading++;
    const process = new SandboxProcess(options.wall, options.root, 'python-main.mjs', [options.role, options.root, String(options.heapBytes)], options.heapMb);
    process.next<{ type: string }>().then(
      (message) => {
        loading--;
        if (message.type !== 'ready') throw new Error(`unexpected ${message.type}`);
        failures = 0;
        if (closed) return process.kill();
        const taker = takers.shift();
        if (taker) taker(process);
        else ready.push(process);
      },
      () => {
        loading--;
        failures++;
        options.log.warn({ role: options.role, stderr: process.stderr }, 'a Python sandbox failed to start');
        setTimeout(fill, Math.min(30000, 500 * 2 ** Math.min(failures, 6))).unref();
      },
    );
  }

  function fill() {
    while (!closed && ready.length + loading < options.spares + takers.length) start();
  }

  return {
    /** A loaded interpreter for one job; the caller kills it when the job ends. */
    take(): Promise<SandboxProcess> {
      const process = ready.shift();
      const taken = process ? Promise.resolve(process) : new Promise<SandboxProcess>((resolve) => takers.push(resolve));
      fill();
      return taken;
    },
    /** An interpreter taken but never given a job goes back to the pool (it ran nothing). */
    giveBack(process: SandboxProcess) {
      if (closed || !process.alive) return process.kill();
      const taker = takers.shift();
      if (taker) taker(process);
      else ready.push(process);
    },
    /** Starts the spares and resolves once one is ready (start-up, tests). */
    async warm(): Promise<void> {
      fill();
      if (ready.length) return;
      this.giveBack(await this.take());
    },
    close() {
      closed = true;
      for (const process of ready.splice(0)) process.kill();
    },
  };
}

export type WarmPool = ReturnType<typeof createWarmPool>;
