import { existsSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stageSandboxRoot } from './sandbox/stage';
import { collectOutput } from './sandbox/sandbox-process';
import type { Wall } from './sandbox/wall';
import { createWarmPool, type WarmPoolLog } from './python/warm-pool';
import { createJsWorkers } from './js/js-workers';
import type { KindLane } from '@school/task-kinds';
import { createLanePools } from './lanes/kind-lanes';

export interface RuntimeOptions {
  wall: Wall;
  cacheDir: string;
  pythonSpares: number;
  jsWorkers: number;
  pythonHeapBytes: number;
  /** The kind packages' lanes, each with a pool of its own. */
  lanes: readonly KindLane[];
  log: WarmPoolLog & { info(details: object, message: string): void };
}

/**
 * The sandbox root with the Python memory snapshot (made once per runtime version, in a sandbox
 * like every other interpreter: a fresh interpreter then loads in about half a second instead of
 * four), and the pools that run jobs.
 */
export async function createRuntime(options: RuntimeOptions) {
  const root = await stageSandboxRoot(options.cacheDir, options.lanes);
  const snapshot = path.join(root, 'python.snapshot');
  if (!existsSync(snapshot)) {
    const started = Date.now();
    try {
      const bytes = await collectOutput(options.wall, root, 'python-main.mjs', ['snapshot', root, String(options.pythonHeapBytes)], 512, 120_000);
      const partial = `${snapshot}.${process.pid}`;
      writeFileSync(partial, bytes, { mode: 0o644 });
      renameSync(partial, snapshot);
      options.log.info({ ms: Date.now() - started, bytes: bytes.length }, 'Python snapshot made');
    } catch (error) {
      options.log.warn({ error: String(error) }, 'no Python snapshot: interpreters load without it (slower)');
    }
  }
  const heapMb = 256;
  const python = {
    program: createWarmPool({ wall: options.wall, root, role: 'program', spares: options.pythonSpares, heapMb, heapBytes: options.pythonHeapBytes, log: options.log }),
    check: createWarmPool({ wall: options.wall, root, role: 'check', spares: options.pythonSpares, heapMb, heapBytes: options.pythonHeapBytes, log: options.log }),
  };
  const js = createJsWorkers({ wall: options.wall, root, size: options.jsWorkers });
  const lanes = createLanePools({ wall: options.wall, root, size: options.jsWorkers, lanes: options.lanes });
  return {
    root,
    python,
    js,
    lanes,
    close() {
      python.program.close();
      python.check.close();
      js.close();
      for (const pool of lanes.values()) pool.close();
    },
  };
}

export type CheckRuntime = Awaited<ReturnType<typeof createRuntime>>;
