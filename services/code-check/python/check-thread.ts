/**
 * One check thread: a warm Pyodide that runs a student's program and the task's check. The thread
 * is the sandbox boundary: the JavaScript bridges are blocked for Python, the thread's network
 * globals are removed, and the pool terminates the thread at the time limit.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { loadPyodide as LoadPyodide } from 'pyodide';
import { installRuntime, lockDown, runWithCheck, type CheckSpec, type PyodideLike } from '@school/python-runtime';
import { readPythonSources } from '@school/python-runtime/src/sources-node';

export interface CheckJob {
  code: string;
  spec: CheckSpec;
}

/**
 * The memory limit: Emscripten grows the interpreter's heap through WebAssembly.Memory#grow from
 * JavaScript; refusing growth past the cap makes Python's allocation fail with MemoryError instead
 * of taking the server's memory.
 */
function capHeap(maxBytes: number) {
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, delta: number) {
    if (this.buffer.byteLength + delta * 65536 > maxBytes) throw new RangeError('heap limit');
    return grow.call(this, delta);
  };
}

async function main() {
  const started = Date.now();
  capHeap(Number((workerData as { heapBytes?: number } | null)?.heapBytes) || 512 * 1024 * 1024);
  // pyodide ships ES modules: imported dynamically from this CommonJS thread.
  const { loadPyodide } = (await import('pyodide')) as { loadPyodide: typeof LoadPyodide };
  const indexURL = `${path.dirname(require.resolve('pyodide/package.json'))}/`;
  const py = await loadPyodide({ indexURL, stdout: () => undefined, stderr: () => undefined });
  installRuntime(py as unknown as PyodideLike, readPythonSources());
  lockDown(py as unknown as PyodideLike);
  for (const name of ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource']) Reflect.deleteProperty(globalThis, name);
  const heap = () => (py as unknown as { _module: { HEAP8: { length: number } } })._module.HEAP8.length;
  parentPort!.postMessage({ ready: true, loadMs: Date.now() - started });
  parentPort!.on('message', ({ id, job }: { id: number; job: CheckJob }) => {
    try {
      const result = runWithCheck(py as unknown as PyodideLike, job.code, job.spec);
      parentPort!.postMessage({ id, result, heapBytes: heap() });
    } catch (error) {
      parentPort!.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
    }
  });
}

void main();
