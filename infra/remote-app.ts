/**
 * The Fastify app that serves one remote's production build, as a CDN would (see remote-server.ts):
 * CORS only for the school's public origins; entry files revalidated, hashed files immutable
 * (remote-cache-policy.ts); the build's precompressed copies (<file>.br / .gz, made by
 * shared/build-config/precompress.js) sent by the browser's Accept-Encoding.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { wantsPage } from '../services/gateway/history-fallback';
import { remoteCorsOrigins } from './remote-cors';
import { remoteCacheControl } from './remote-cache-policy';
import { splitScreenAssetUrl } from './split-screen-assets';
import { SANDBOX_PAGE_CSP } from '../services/core/security-headers';

const COMPRESSED = /\.(br|gz)$/;

/** Appends names to a Vary header value (kept once each). */
function withVary(current: unknown, ...names: string[]): string {
  const list = String(current ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const name of names) if (!list.some((x) => x.toLowerCase() === name.toLowerCase())) list.push(name);
  return list.join(', ');
}

export async function buildRemoteApp(root: string, options: { publicOrigin?: string; logLevel?: string } = {}): Promise<FastifyInstance> {
  // A remote's sandbox pages (dist/sandbox/) carry their own policy, framable by the school only.
  const shells = remoteCorsOrigins(options.publicOrigin).map((o) => (typeof o === 'string' ? o : 'http://localhost:* http://127.0.0.1:*'));
  const sandboxPolicy = Object.entries({ ...SANDBOX_PAGE_CSP, 'frame-ancestors': shells })
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
  // Whether the build made a compressed copy of a file (asked once per file: dist does not change while served).
  const copies = new Map<string, boolean>();
  const hasCompressedCopy = (filePath: string) => {
    let known = copies.get(filePath);
    if (known === undefined) {
      known = fs.existsSync(`${filePath}.br`) || fs.existsSync(`${filePath}.gz`);
      copies.set(filePath, known);
    }
    return known;
  };
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    // The page under /split/ (rich-text split screen) loads its own scripts relative to that path.
    rewriteUrl: (req) => splitScreenAssetUrl(req.url ?? '/'),
  });
  await app.register(cors, { origin: remoteCorsOrigins(options.publicOrigin) });
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // <file>.br / <file>.gz when the browser accepts them and the build made them, with the
    // original's Content-Type and a Content-Encoding; otherwise the file itself.
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      res.setHeader('cache-control', remoteCacheControl(relative));
      if (relative.startsWith(`sandbox${path.sep}`)) res.setHeader('content-security-policy', sandboxPolicy);
      // A file with compressed copies has two bodies: caches must key them by Accept-Encoding.
      if (COMPRESSED.test(filePath) || hasCompressedCopy(filePath)) res.setHeader('x-school-vary-encoding', '1');
    },
  });
  // The reply's own Vary (CORS adds Origin) would replace a header set on the raw response: merged here.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.raw.getHeader('x-school-vary-encoding')) {
      reply.raw.removeHeader('x-school-vary-encoding');
      reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    }
    return payload;
  });
  // Standalone use of the remote: navigations to client-side routes get its own page; any
  // other missing file is a 404 (never index.html with 200: see wantsPage).
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && wantsPage(req.headers.accept)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).type('text/plain').send('Not found');
  });
  return app;
}
