import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { RemoteManifestSource } from './remote-manifest';
import { cacheControlFor } from './cache-policy';
import { wantsPage } from './history-fallback';
import { appConfigOf } from './app-config';

export interface WebOptions {
  webRoot: string | null;
  remoteManifest: RemoteManifestSource;
  brandMode: string;
}

/**
 * In the embedded default the gateway also serves the built shell, the runtime config and the
 * remote manifest. Remote entries in the manifest may hold {hostname}, filled from the configured
 * public origin the request came through (PUBLIC_ORIGIN), never from the Host header.
 */
export default fp<WebOptions>(
  async (app, opts) => {
    app.get('/app-config.json', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return appConfigOf(opts.brandMode);
    });

    if (opts.remoteManifest.forOrigin(app.publicOrigins[0])) {
      app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
        reply.header('cache-control', 'no-cache');
        return opts.remoteManifest.forOrigin(app.publicOriginOf(req));
      });
    }

    if (!opts.webRoot) return;
    const root = path.resolve(opts.webRoot);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(path.basename(filePath)));
      },
    });
    // Static files that are not part of a bundle (course logos, covers): the shell's public folder.
    const publicDir = path.resolve(root, '..', 'public', 'assets');
    if (existsSync(publicDir)) {
      await app.register(fastifyStatic, {
        root: publicDir,
        prefix: '/assets/',
        decorateReply: false,
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', 'public, max-age=3600');
        },
      });
    }
    const indexHtml = () => readFileSync(path.join(root, 'index.html'), 'utf8');
    // Client-side routes: a navigation (accepts text/html) that is not an API call or a file gets
    // the shell's page; any other request for a missing file is a 404.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      const url = req.url.split('?')[0];
      const notFound = () => reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Не найдено' });
      if (url.startsWith('/api/')) return notFound();
      const file = path.join(root, path.normalize(decodeURIComponent(url)));
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
        return reply.sendFile(path.relative(root, file));
      }
      if (!wantsPage(req.headers.accept)) return notFound();
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml());
    });
  },
  { name: 'web' },
);
