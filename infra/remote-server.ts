/**
 * Serves one remote's production build on its own port, as a CDN would:
 *   tsx infra/remote-server.ts <dist-folder> <port>
 * CORS only for the school's public origins (PUBLIC_ORIGIN, comma-separated; loopback shells when
 * unset, for local runs); entry files revalidated; hashed chunks immutable.
 */
import path from 'node:path';
import Fastify from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '../services/gateway/cache-policy';
import { wantsPage } from '../services/gateway/history-fallback';
import { remoteCorsOrigins } from './remote-cors';
import { splitScreenAssetUrl } from './split-screen-assets';
import { SANDBOX_PAGE_CSP } from '../services/core/security-headers';

async function main() {
  const [distArg, portArg] = process.argv.slice(2);
  if (!distArg || !portArg) throw new Error('usage: remote-server.ts <dist-folder> <port>');
  const root = path.resolve(distArg);
  // A remote's sandbox pages (dist/sandbox/) carry their own policy, framable by the school only.
  const shells = remoteCorsOrigins(process.env.PUBLIC_ORIGIN).map((o) => (typeof o === 'string' ? o : 'http://localhost:* http://127.0.0.1:*'));
  const sandboxPolicy = Object.entries({ ...SANDBOX_PAGE_CSP, 'frame-ancestors': shells })
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // The page under /split/ (rich-text split screen) loads its own scripts relative to that path.
    rewriteUrl: (req) => splitScreenAssetUrl(req.url ?? '/'),
  });
  await app.register(cors, { origin: remoteCorsOrigins(process.env.PUBLIC_ORIGIN) });
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(path.basename(filePath)));
      if (path.relative(root, filePath).startsWith(`sandbox${path.sep}`)) res.setHeader('content-security-policy', sandboxPolicy);
    },
  });
  // Standalone use of the remote: navigations to client-side routes get its own page; any
  // other missing file is a 404 (never index.html with 200: see wantsPage).
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && wantsPage(req.headers.accept)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).type('text/plain').send('Not found');
  });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: Number(portArg), host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
