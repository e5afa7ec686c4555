import { readSync, writeSync } from 'node:fs';

/**
 * Blocking newline-delimited JSON on the process's own stdin/stdout: the sandbox's only channel to
 * the check service. Blocking on purpose: a check's question to the program waits for its answer
 * inside a synchronous Python call. The functions are captured at load, before any job runs.
 */
const stringify = JSON.stringify;
const parse = JSON.parse;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
let pending = Buffer.alloc(0);

function retryLater(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') return false;
  Atomics.wait(sleeper, 0, 0, 2);
  return true;
}

export function readMessage<T>(): T | null {
  const chunk = Buffer.alloc(1 << 16);
  for (;;) {
    const newline = pending.indexOf(10);
    if (newline >= 0) {
      const line = pending.subarray(0, newline).toString('utf8');
      pending = pending.subarray(newline + 1);
      return parse(line) as T;
    }
    let read = 0;
    try {
      read = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      if (retryLater(error)) continue;
      return null;
    }
    if (read === 0) return null;
    pending = Buffer.concat([pending, chunk.subarray(0, read)]);
  }
}

export function writeRaw(data: Uint8Array): void {
  let offset = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(1, data, offset, data.length - offset);
    } catch (error) {
      if (!retryLater(error)) throw error;
    }
  }
}

export function writeMessage(message: unknown): void {
  writeRaw(Buffer.from(`${stringify(message)}\n`, 'utf8'));
}
