import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

export interface SecurityHeadersOptions {
  /** Origins the remotes are loaded from when the school is opened at this public origin. */
  remoteOrigins: (publicOrigin: string) => string[];
  /** Other origins the browser uploads to directly (the S3 endpoint of presigned PUTs). */
  uploadOrigins?: string[];
}

/**
 * Third-party frames and scripts the rich text embeds (videos, design files, posts). One list; the
 * nginx config (infra/nginx/school.conf) repeats it and a test keeps the two equal.
 */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.figma.com', 'https://platform.twitter.com', 'https://syndication.twitter.com'];

/** Paths whose responses the school frames itself (uploaded pages and players): framable by the same origin only. */
export const SELF_FRAMED_PREFIXES = ['/api/files/'];

/**
 * The Content-Security-Policy of the school for a public origin and its remote origins. Scripts,
 * styles, workers and connections come only from the school and its configured remotes.
 * 'unsafe-eval' and 'unsafe-inline' stay in script-src because the pupils' own code needs them: the
 * JS runner evaluates the program in a blob: worker and the web-page preview is an srcdoc frame,
 * and both inherit this policy. 'wasm-unsafe-eval' is Pyodide's. Blockly, Lexical and KaTeX write
 * inline styles; Scratch draws from blob: and data: images.
 */
export function cspDirectives(origin: string, remotes: string[], tls: boolean, uploadOrigins: string[] = []): Record<string, string[] | null> {
  const own = ["'self'", ...remotes];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src': [...own, "'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", 'blob:', 'https://platform.twitter.com'],
    'script-src-attr': ["'unsafe-inline'"],
    'style-src': [...own, "'unsafe-inline'"],
    'img-src': [...own, 'data:', 'blob:', 'https:'],
    'font-src': [...own, 'data:'],
    'media-src': [...own, 'data:', 'blob:', 'https:'],
    'connect-src': [...own, ...uploadOrigins, 'data:', 'blob:'],
    'worker-src': [...own, 'blob:'],
    // Remotes: the Scratch editor is a page of its remote (mfe-scratch), shown in a frame.
    'frame-src': ["'self'", ...remotes, 'blob:', 'data:', ...EMBED_ORIGINS],
    'manifest-src': ["'self'"],
    'upgrade-insecure-requests': tls ? [] : null,
  };
}

/**
 * Security headers on every answer (@fastify/helmet: CSP, frame protection, nosniff, Referrer-Policy,
 * HSTS when the public origin is https) and CORS for the configured public origins only.
 */
export default fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const originOfRaw = new WeakMap<IncomingMessage, string>();
    // Before helmet's own hook: the directives below read which configured origin this request is for.
    app.addHook('onRequest', async (request) => {
      originOfRaw.set(request.raw, app.publicOriginOf(request));
    });
    const tls = app.publicOrigins[0].startsWith('https:');
    const originOf = (req: IncomingMessage) => originOfRaw.get(req) ?? app.publicOrigins[0];
    // Helmet calls a directive's functions per response: each directive follows the request's origin.
    const directives: Record<string, Iterable<string | ((req: IncomingMessage) => string)>> = {};
    for (const [name, value] of Object.entries(cspDirectives(app.publicOrigins[0], [], tls))) {
      if (value === null) continue;
      directives[name] =
        value.length === 0
          ? []
          : [
              (req: IncomingMessage) => {
                const origin = originOf(req);
                return cspDirectives(origin, opts.remoteOrigins(origin), tls, opts.uploadOrigins)[name]!.join(' ');
              },
            ];
    }
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: tls ? { maxAge: 31536000, includeSubDomains: true } : false,
      // Sandboxed (opaque-origin) frames of pupils' pages load the school's files.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });

    // The school frames some of its own answers (uploaded pages, players): same origin only.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!SELF_FRAMED_PREFIXES.some((p) => request.url.startsWith(p))) return payload;
      reply.header('x-frame-options', 'SAMEORIGIN');
      // A route's own policy (a sandbox for uploaded pages) stays as it is; X-Frame-Options covers it.
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"));
      return payload;
    });

    await app.register(cors, { origin: [...app.publicOrigins], credentials: false });
  },
  { name: 'security-headers', dependencies: ['public-origin'] },
);
