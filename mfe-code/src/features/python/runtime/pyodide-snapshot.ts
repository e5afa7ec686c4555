/**
 * The build's Pyodide memory snapshot (dist/pyodide-<hash>/snapshot.bin, made where the build had a
 * Chromium). A missing file, an HTML page answered in its place or bytes without the snapshot's
 * header all mean "no snapshot": the worker then loads Python once, the plain way, instead of
 * letting Pyodide reject the bytes ("invalid magic number") and loading a second time.
 */

/** The first word of a snapshot (pyodide.asm.mjs, `restoreSnapshot`); a test checks it against the installed Pyodide. */
export const SNAPSHOT_MAGIC = 0x706e7300;
/** Bytes of the snapshot's fixed header (magic, sizes, build id). */
const HEADER_BYTES = 48;

export function hasSnapshotHeader(bytes: Uint8Array): boolean {
  if (bytes.byteLength < HEADER_BYTES) return false;
  return new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === SNAPSHOT_MAGIC;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Opens the snapshot at `url`: null when there is none (checked on the response and its first
 * bytes), else the whole file as a promise, still downloading while Pyodide loads beside it
 * (wrapped in an object: an async function would otherwise wait for the whole download).
 */
export async function openSnapshot(url: string, fetchFn: typeof fetch = fetch): Promise<{ bytes: Promise<ArrayBuffer> } | null> {
  let res: Response;
  try {
    res = await fetchFn(url);
  } catch {
    return null;
  }
  if (!res.ok || !res.body || (res.headers.get('content-type') ?? '').includes('text/html')) {
    void res.body?.cancel();
    return null;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const readMore = async () => {
    const { done, value } = await reader.read();
    if (!done) {
      chunks.push(value);
      size += value.byteLength;
    }
    return !done;
  };
  try {
    while (size < HEADER_BYTES && (await readMore()));
  } catch {
    return null;
  }
  if (!hasSnapshotHeader(concat(chunks, size))) {
    void reader.cancel();
    return null;
  }
  const bytes = (async () => {
    while (await readMore());
    return concat(chunks, size).buffer as ArrayBuffer;
  })();
  return { bytes };
}
