import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './content-type';

/** An upload written to a temporary file while streaming: never held in memory. */
export interface ReceivedUpload {
  tmpFile: string;
  size: number;
  md5: string;
  /** The first bytes, for deciding the type. */
  head: Buffer;
  discard(): void;
}

export class UploadTooLarge extends Error {}

async function* chunksOf(body: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of body) yield chunk as Buffer;
}

/** Counts, hashes and keeps the first bytes of a stream passing through; over `limit` bytes it fails with UploadTooLarge. */
export function createMeter(limit: number) {
  const hash = createHash('md5');
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) return done(new UploadTooLarge());
      hash.update(chunk);
      if (headSize < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headSize));
        headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  return {
    stream,
    /** Call once the stream has ended. */
    result: () => ({ size, md5: hash.digest('hex'), head: Buffer.concat(headChunks) }),
  };
}

/**
 * A request body as an async-iterated stream: a body cut short (a multipart part without its
 * closing boundary, a dropped connection) then rejects with "Premature close" instead of hanging.
 */
export const iterated = (body: Readable) => Readable.from(chunksOf(body));

/**
 * Streams a request body (a multipart file part or a raw PUT body) into tmpDir, hashing it on the
 * way. More than `limit` bytes: the temporary file is removed and UploadTooLarge thrown.
 */
export async function receiveToTemp(body: Readable, tmpDir: string, limit: number, truncated?: () => boolean): Promise<ReceivedUpload> {
  mkdirSync(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, `${randomUUID()}.part`);
  const meter = createMeter(limit);
  const discard = () => rmSync(tmpFile, { force: true });
  try {
    await pipeline(iterated(body), meter.stream, createWriteStream(tmpFile));
  } catch (e) {
    discard();
    throw e;
  }
  if (truncated?.()) {
    discard();
    throw new UploadTooLarge();
  }
  return { tmpFile, ...meter.result(), discard };
}
