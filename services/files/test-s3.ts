import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** The little of s3rver (it ships no types) used here. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] };
const S3rver = require('s3rver') as new (options: S3rverOptions) => S3rverServer;

/**
 * A fake S3 for tests: s3rver speaking the real protocol on loopback with the bucket 'school', and
 * the S3_* environment pointing a gateway built afterwards at it. `close` stops it, restores the
 * environment and removes its files.
 */
export async function startFakeS3(): Promise<{ close(): Promise<void> }> {
  const saved = { ...process.env };
  const dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'school' }],
  });
  const address = await s3.run();
  Object.assign(process.env, {
    S3_BUCKET: 'school',
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return {
    async close() {
      await s3.close();
      process.env = saved;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
