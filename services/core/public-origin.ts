import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { asyncPlugin } from './async-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured origins the school is served from; the first is canonical. */
    publicOrigins: readonly string[];
    /**
     * The configured public origin this request came through: the one whose host the request names
     * (Host, or X-Forwarded-Host from a trusted proxy), else the canonical one. Never the header
     * itself, so a forged Host cannot steer links, presigned URLs or the remote manifest.
     */
    publicOriginOf(request: FastifyRequest): string;
  }
}

export default fp<{ publicOrigins: string[] }>(
  asyncPlugin((app, opts) => {
    const origins = opts.publicOrigins;
    if (origins.length === 0) throw new Error('at least one public origin is required');
    const byHost = new Map(origins.map((o) => [new URL(o).host.toLowerCase(), o]));
    app.decorate('publicOrigins', origins);
    app.decorate('publicOriginOf', (request: FastifyRequest) => byHost.get(String(request.host ?? '').toLowerCase()) ?? origins[0]);
  }),
  { name: 'public-origin' },
);
