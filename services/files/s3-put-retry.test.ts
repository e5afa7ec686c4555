/**
 * A PUT of a received upload whose connection the store drops (as when it closes an idle keep-alive
 * socket just as the client reuses it) is sent again with the file read afresh, and the object holds
 * every byte. The store is s3rver on loopback behind a TCP relay that resets chosen connections.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { isStorageFault } from '../core/storage-errors';
import { createS3Storage } from './storage';
import { startFakeS3 } from './test-s3';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Relays TCP to `port`; the connections whose number (1-based) `reset` accepts are reset on their first bytes. */
function relay(port: number, reset: (n: number) => boolean): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  let count = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const n = ++count;
    open.add(client);
    client.on('close', () => open.delete(client));
    if (reset(n)) {
      client.once('data', () => client.resetAndDestroy());
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        connections: () => count,
        close: () => new Promise((done) => {
          for (const s of open) s.destroy();
          server.close(() => done());
        }),
      }),
    ),
  );
}

describe('S3 putFile over a dropped connection', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let dir: string;
  beforeAll(async () => {
    s3 = await startFakeS3();
    dir = mkdtempSync(path.join(os.tmpdir(), 's3-put-'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const storageVia = (endpoint: string) =>
    createS3Storage({ endpoint, region: 'us-east-1', bucket: 'school', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  const storePort = () => Number(new URL(process.env.S3_ENDPOINT!).port);

  it('sends the PUT again with the file read afresh: the object holds every byte', async () => {
    const proxy = await relay(storePort(), (n) => n === 1);
    try {
      const bytes = Buffer.from('a drawing of a cat '.repeat(5000));
      const file = path.join(dir, 'upload.part');
      writeFileSync(file, bytes);
      const storage = storageVia(proxy.url);
      await storage.putFile('files/retried', file, bytes.length, 'text/plain');
      expect(proxy.connections()).toBeGreaterThanOrEqual(2);
      const stored = await storage.get('files/retried');
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
    } finally {
      await proxy.close();
    }
  });

  it('gives up after three dropped connections with a storage fault (503 STORAGE_UNAVAILABLE for the client)', async () => {
    const proxy = await relay(storePort(), () => true);
    try {
      const file = path.join(dir, 'never.part');
      writeFileSync(file, 'never stored');
      const failure = await storageVia(proxy.url).putFile('files/never', file, 12, 'text/plain').then(() => null, (e: unknown) => e);
      expect(isStorageFault(failure)).toBe(true);
      expect(String((failure as Error).cause)).toMatch(/ECONNRESET/);
      expect(proxy.connections()).toBe(3);
    } finally {
      await proxy.close();
    }
  });
});
