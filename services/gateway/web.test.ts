import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import web from './web';
import type { RemoteManifestSource } from './remote-manifest';

describe('the shell served by the gateway', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'school-web-'));
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(root, 'dist', 'main.js'), 'console.log(1)');
    app = Fastify();
    app.decorate('publicOrigins', ['http://localhost:3000']);
    app.decorate('publicOriginOf', () => 'http://localhost:3000');
    const remoteManifest = { forOrigin: () => null } as unknown as RemoteManifestSource;
    await app.register(web, { webRoot: path.join(root, 'dist'), remoteManifest, brandMode: 'default' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a navigation to a client-side route with the page', async () => {
    const res = await app.inject({ url: '/courses/1', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
  });

  it('answers a missing file requested by a script or worker with 404, never the page', async () => {
    for (const url of ['/pyodide/snapshot.bin', '/missing.js', '/courses/1']) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>shell</title>');
    }
  });

  it('serves files that exist', async () => {
    const res = await app.inject({ url: '/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });
});
