import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildRemoteApp } from './remote-app';
import { remoteCacheControl } from './remote-cache-policy';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL = 'http://localhost:3000';

describe('remoteCacheControl', () => {
  it('caches content-hashed names and hashed folders for good, and their compressed copies', () => {
    for (const file of ['235.54efcdef281b.js', 'pyodide-0123456789ab/pyodide.asm.wasm', 'pyodide-0123456789ab/snapshot.bin.br', 'scratch/scratch-gui-standalone.0123456789ab.js.gz', 'scratch/static/assets/30d09ba32a17082ef820b57d52d60b7b.svg', 'scratch/chunks/540.e07bd5718be03f2aaa6f.js']) {
      expect([file, remoteCacheControl(file)]).toEqual([file, IMMUTABLE]);
    }
  });

  it('revalidates entry files, pages and unhashed names', () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js', 'pythonWorker.js', 'pythonWorker.js.br', 'pyodide/pyodide.asm.wasm', 'scratch/editor.html', 'scratch/gui-base.js', 'sandbox/python-run.html', 'my-folder/remoteEntry.js']) {
      expect([file, remoteCacheControl(file)]).toEqual([file, 'no-cache']);
    }
  });
});

describe('the remote server (infra/remote-server.ts)', () => {
  const wasm = Buffer.from('\0asm'.repeat(4096));
  const chunk = Buffer.from('console.log("chunk");'.repeat(2000));
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-app-'));
    const write = (file: string, bytes: Buffer | string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), bytes);
    };
    write('index.html', '<!doctype html><title>remote</title>');
    write('remoteEntry.js', 'var remote;');
    write('mf-manifest.json', '{}');
    write('pyodide-0123456789ab/pyodide.asm.wasm', wasm);
    write('pyodide-0123456789ab/pyodide.asm.wasm.br', zlib.brotliCompressSync(wasm));
    write('pyodide-0123456789ab/pyodide.asm.wasm.gz', zlib.gzipSync(wasm));
    write('pyodide-0123456789ab/python_stdlib.zip', Buffer.alloc(1000, 7));
    write('235.54efcdef281b.js', chunk);
    write('235.54efcdef281b.js.gz', zlib.gzipSync(chunk));
    app = await buildRemoteApp(dir);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: { origin: SHELL, ...headers } });

  it('sends a hashed file brotli-compressed when accepted, immutable, with its own type and CORS', async () => {
    const res = await get('/pyodide-0123456789ab/pyodide.asm.wasm', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Origin', 'Accept-Encoding']));
    expect(res.headers['access-control-allow-origin']).toBe(SHELL);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(wasm)).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/pyodide-0123456789ab/pyodide.asm.wasm', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(wasm)).toBe(true);
    const plain = await get('/pyodide-0123456789ab/pyodide.asm.wasm');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(wasm)).toBe(true);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
  });

  it('falls back to the one copy there is (gzip only for this chunk; none for an incompressible file)', async () => {
    const js = await get('/235.54efcdef281b.js', { 'accept-encoding': 'br, gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/^application\/javascript/);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    const zip = await get('/pyodide-0123456789ab/python_stdlib.zip', { 'accept-encoding': 'br, gzip' });
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(String(zip.headers.vary ?? '')).not.toContain('Accept-Encoding');
  });

  it('keeps entry files revalidated', async () => {
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('answers a missing file with 404, also in the hashed folder and with compression accepted', async () => {
    for (const url of ['/pyodide-0123456789ab/snapshot.bin', '/pyodide-ffffffffffff/pyodide.asm.wasm', '/404.0123456789ab.js']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip', accept: '*/*' });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of GET and a range of the uncompressed file', async () => {
    const head = await get('/pyodide-0123456789ab/pyodide.asm.wasm', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.body).toBe('');
    const range = await get('/pyodide-0123456789ab/pyodide.asm.wasm', { range: 'bytes=0-3' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.toString()).toBe('\0asm');
  });
});
