import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * The policy of the remotes' sandbox pages (dist/sandbox/: mfe-code's JS runner host and web-page
 * preview host, mfe-funspace's document host for web projects and Unity/Godot builds). They are framed by the school with sandbox="allow-scripts" (an opaque
 * origin), and what runs there is the pupil's own code: eval and inline scripts are allowed there
 * only (the runner's blob: workers inherit this policy), nothing is fetched from the school, and
 * only the school may frame them. infra/nginx/school.conf repeats it (a test keeps the two equal).
 */
export const SANDBOX_PAGE_CSP: Record<string, string[]> = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
  'script-src': ["'unsafe-inline'", "'unsafe-eval'", 'blob:'],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:', 'blob:', 'https:'],
  'media-src': ['data:', 'blob:', 'https:'],
  'font-src': ['data:'],
  'connect-src': ['data:', 'blob:'],
  'worker-src': ['blob:'],
  'frame-src': ['blob:', 'data:', ...EMBED_ORIGINS],
};

/** Paths whose responses the school frames itself (uploaded pages and players): framable by the same origin only. */
export const SELF_FRAMED_PREFIXES = ['/api/files/'];

/**
 * The Content-Security-Policy of the school for a public origin and its remote origins. Scripts,
 * styles, workers and connections come only from the school and its configured remotes. No
 * 'unsafe-eval' and no inline scripts (nor inline event handler attributes): the pupils' code, web
 * projects and Unity/Godot builds run in frames of the remotes' sandbox pages, which have a policy
 * of their own (SANDBOX_PAGE_CSP). 'wasm-unsafe-eval' is Pyodide's.
 * Blockly, Lexical and KaTeX write inline styles; Scratch draws from blob: and data: images.
 */
export function cspDirectives(origin: string, remotes: string[], tls: boolean, uploadOrigins: string[] = []): Record<string, string[] | null> {
  const own = ["'self'", ...remotes];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src': [...own, "'wasm-unsafe-eval'", 'blob:', 'https://platform.twitter.com'],
    'script-src-attr': ["'none'"],
    'style-src': [...own, "'unsafe-inline'"],
    'img-src': [...own, 'data:', 'blob:', 'https:'],
    'font-src': [...own, 'data:'],
    'media-src': [...own, 'data:', 'blob:', 'https:'],
    // The rich-text editor's collaboration websocket (/api/collab) on the school's own origin.
    'connect-src': [...own, origin.replace(/^http/, 'ws'), ...uploadOrigins, 'data:', 'blob:'],
    'worker-src': [...own, 'blob:'],
    // Remotes: the Scratch editor is a page of its remote (mfe-scratch), shown in a frame.
    'frame-src': ["'self'", ...remotes, 'blob:', 'data:', ...EMBED_ORIGINS],
    'manifest-src': ["'self'"],
    'upgrade-insecure-requests': tls ? [] : null,
  };
}

/** The headers helmet sets for these options, computed once (helmet builds its middleware per call). */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/** CSP of the API's JSON answers: nothing in them is a document to run, style or frame. */
const apiPolicy = (tls: boolean): Record<string, string[]> => ({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
});

/** Answers of the API that are data, not documents (files, uploaded pages and the API docs page are documents). */
const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs') && !SELF_FRAMED_PREFIXES.some((p) => url.startsWith(p));

/**
 * Security headers on every answer (helmet: CSP, frame protection, nosniff, Referrer-Policy, HSTS
 * when the public origin is https) and CORS for the configured public origins only. The header sets
 * are finished once per configured public origin at start and copied onto each answer in one
 * synchronous hook: @fastify/helmet rebuilt helmet and the policy on every response, about a tenth of
 * a cached API read's CPU in the profile.
 */
export default fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const tls = app.publicOrigins[0].startsWith('https:');
    const withPolicy = (directives: Record<string, string[] | null>, frame: 'deny' | 'sameorigin' = 'deny') =>
      helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: Object.fromEntries(Object.entries(directives).filter((e): e is [string, string[]] => e[1] !== null)),
        },
        frameguard: { action: frame },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        hsts: tls ? { maxAge: 31536000, includeSubDomains: true } : false,
        // Sandboxed (opaque-origin) frames of pupils' pages load the school's files.
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        crossOriginEmbedderPolicy: false,
      });
    const pagePolicy = (origin: string) => cspDirectives(origin, opts.remoteOrigins(origin), tls, opts.uploadOrigins);
    const apiHeaders = withPolicy(apiPolicy(tls));
    const pageHeaders = new Map(app.publicOrigins.map((o) => [o, withPolicy(pagePolicy(o))]));
    // The school frames some of its own answers (uploaded pages, players): same origin only.
    const framedHeaders = new Map(
      app.publicOrigins.map((o) => [o, withPolicy({ ...pagePolicy(o), 'frame-ancestors': ["'self'"] }, 'sameorigin')]),
    );

    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (isApiData(url)) reply.headers(apiHeaders);
      else {
        const origin = app.publicOriginOf(request);
        const framed = SELF_FRAMED_PREFIXES.some((p) => url.startsWith(p));
        reply.headers((framed ? framedHeaders : pageHeaders).get(origin)!);
      }
      done();
    });

    // A route's own policy (a sandbox for uploaded pages) keeps its sandbox but is framable by the school.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (SELF_FRAMED_PREFIXES.some((p) => request.url.startsWith(p))) {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"));
      }
      done(null, payload);
    });

    await app.register(cors, { origin: [...app.publicOrigins], credentials: false });
  },
  { name: 'security-headers', dependencies: ['public-origin'] },
);
