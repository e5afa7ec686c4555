import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hasSnapshotHeader, openSnapshot, SNAPSHOT_MAGIC } from './pyodide-snapshot';

const snapshotBytes = (size = 4096) => {
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, SNAPSHOT_MAGIC, true);
  bytes[size - 1] = 7;
  return bytes;
};

/** A fetch answering one response, its body in small chunks (as a network delivers it). */
const answering = (body: Uint8Array | string, init: ResponseInit = {}) => {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  let calls = 0;
  const fetchFn = (async () => {
    calls++;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.byteLength; i += 16) c.enqueue(bytes.slice(i, i + 16));
        c.close();
      },
    });
    return new Response(stream, init);
  }) as unknown as typeof fetch;
  return { fetchFn, calls: () => calls };
};

describe('Pyodide snapshot', () => {
  it('knows the magic number of the installed Pyodide', () => {
    const asm = readFileSync(path.join(path.dirname(require.resolve('pyodide/package.json')), 'pyodide.asm.mjs'), 'utf8');
    const name = /if\s*\(\s*\w+\[0\]\s*!==\s*([\w$]+)\s*\)\s*throw new Error\("Snapshot has invalid magic number"\)/.exec(asm)?.[1];
    expect(name).toBeDefined();
    const value = new RegExp(`var \\${name}=(\\d+)`).exec(asm)?.[1];
    expect(Number(value)).toBe(SNAPSHOT_MAGIC);
  });

  it('reads a real snapshot whole', async () => {
    const bytes = snapshotBytes();
    const { fetchFn } = answering(bytes, { headers: { 'content-type': 'application/octet-stream' } });
    const opened = await openSnapshot('/pyodide/snapshot.bin', fetchFn);
    expect(opened).not.toBeNull();
    expect(new Uint8Array(await opened!.bytes)).toEqual(bytes);
  });

  it('is no snapshot when the server answers a page, a 404, bytes of something else or nothing', async () => {
    const cases = [
      answering('<!doctype html><html></html>'.padEnd(200, ' '), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      answering('Not found', { status: 404 }),
      answering(new Uint8Array(4096).fill(1)),
      answering(new Uint8Array(10)),
    ];
    for (const c of cases) expect(await openSnapshot('/pyodide/snapshot.bin', c.fetchFn)).toBeNull();
    const failing = (async () => Promise.reject(new TypeError('network'))) as unknown as typeof fetch;
    expect(await openSnapshot('/pyodide/snapshot.bin', failing)).toBeNull();
  });

  it('checks the header of the bytes', () => {
    expect(hasSnapshotHeader(snapshotBytes(48))).toBe(true);
    expect(hasSnapshotHeader(snapshotBytes(48).subarray(0, 40))).toBe(false);
  });
});
