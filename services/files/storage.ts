import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { objectStoreFault } from '../core/storage-errors';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** S3 is used when S3_BUCKET is set; otherwise files live on local disk under the data folder. */
export function s3OptionsFromEnv(env = process.env): S3Options | null {
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** Moves a received temporary file (receive-upload.ts) into the store without reading it into memory. */
  putFile(key: string, tmpFile: string, size: number, mime: string): Promise<void>;
  /** The first `n` bytes of a stored object (for deciding its type), null if missing. */
  head(key: string, n: number): Promise<Buffer | null>;
  get(key: string): Promise<StoredObject | null>;
  /** md5 of a stored object (ETag on S3), null if missing. */
  md5Of(key: string): Promise<string | null>;
  /** Streams a body of `size` bytes into the store as it arrives (a one-time upload ticket's PUT). */
  putStream(key: string, body: Readable, size: number, signal: AbortSignal): Promise<void>;
}

export const md5Hex = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Local disk under the data folder. */
export function createLocalStorage(root: string) {
  mkdirSync(root, { recursive: true });
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('bad key');
    return file;
  };
  /** Where uploads stream to before they are moved in (same disk: the move is a rename). */
  const tmpDir = path.join(root, '.incoming');
  return {
    kind: 'local' as const,
    async put(key: string, bytes: Buffer) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async putFile(key: string, tmpFile: string) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(tmpFile, file);
    },
    async head(key: string, n: number) {
      const file = fileOf(key);
      if (!existsSync(file)) return null;
      const handle = await open(file, 'r');
      try {
        const buf = Buffer.alloc(n);
        const { bytesRead } = await handle.read(buf, 0, n, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    tmpDir,
    async get(key: string) {
      const file = fileOf(key);
      if (!existsSync(file)) return null;
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    },
    async md5Of(key: string) {
      const file = fileOf(key);
      if (!existsSync(file)) return null;
      const { readFileSync } = await import('node:fs');
      return md5Hex(readFileSync(file));
    },
    async putStream(key: string, body: Readable, _size: number, signal: AbortSignal) {
      const file = fileOf(key);
      mkdirSync(path.dirname(file), { recursive: true });
      mkdirSync(tmpDir, { recursive: true });
      const part = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(part), { signal });
        renameSync(part, file);
      } finally {
        rmSync(part, { force: true });
      }
    },
  };
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;

/**
 * Connection failures after which the same request may simply be sent again (nothing was stored).
 * Read from the code, or from the message where the SDK wrapped an error of another realm.
 */
const DROPPED_CONNECTION = /\b(ECONNRESET|EPIPE|ECONNREFUSED|ETIMEDOUT)\b|socket hang up/;
const PUT_FILE_ATTEMPTS = 3;

const droppedConnection = (e: unknown): boolean => {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].some((v) => typeof v === 'string' && DROPPED_CONNECTION.test(v));
};

export function createS3Storage(opts: S3Options): FileStorage {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    // Streamed bodies are sent as they are (with their length), not re-framed as aws-chunked with a
    // trailing checksum, which S3-compatible stores (MinIO versions, s3rver) do not all understand.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
  });
  const Bucket = opts.bucket;
  const missing = (e: unknown) => {
    const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
    return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    async put(key, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: mime })).catch((e: unknown) => {
        throw objectStoreFault(e);
      });
    },
    async putFile(key, tmpFile, size, mime) {
      // The SDK never retries a streamed body, and a store closing an idle keep-alive socket just as
      // it is reused resets the PUT. The file can be read again: such a PUT is sent again, fresh.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(tmpFile), ContentLength: size, ContentType: mime }));
          return;
        } catch (e) {
          if (attempt >= PUT_FILE_ATTEMPTS || !droppedConnection(e)) throw objectStoreFault(e);
        }
      }
    },
    async head(key, n) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${n - 1}` }));
        return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async md5Of(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return out.ETag ? out.ETag.replace(/"/g, '') : null;
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async putStream(key, body, size, signal) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size }), { abortSignal: signal });
    },
  };
}
