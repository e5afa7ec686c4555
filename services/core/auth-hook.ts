import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { T, type TokenPayload } from '@school/contracts';
import { unauthorized } from './http-error';
import { accessOf, enforceAccess, validateDeclaration, type AccessRule } from './access';
import teaching from './teaching';
import sessionFamilies from './session-families';
import courseStructure from './course-structure';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload & { typ?: 'access' | 'refresh'; sid?: string; gen?: number };
    user: TokenPayload & { typ?: 'access' | 'refresh'; sid?: string; gen?: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin with its declared access rule (the declared-access test reads it). */
    accessTable: { method: string; url: string; access: AccessRule | undefined; schema?: FastifySchema }[];
  }
}

/** Tokens kept verified: about one per pupil active in the last minutes of a big school. */
const JWT_CACHE_SIZE = 20_000;

export interface AuthHookOptions {
  secret: string;
}

const verified = Symbol('verified');
/** As @fastify/jwt reads it: `Bearer <token>`. */
const BEARER = /^Bearer ([^ ]+)$/i;
type Marked = FastifyRequest & { [verified]?: boolean };

type Claims = FastifyRequest['user'];

/** Lets the request on as the token's user (or a visitor), or refuses it, by the route's rule. */
function admit(request: FastifyRequest, rule: AccessRule | undefined, claims: Claims | null | undefined, done: (err?: Error) => void) {
  if (claims) request.user = claims;
  if (rule === 'public') {
    // A visitor with a stale token in storage is still a visitor, never an error.
    if (claims && claims.typ !== 'refresh') (request as Marked)[verified] = true;
    return done();
  }
  if (!claims || claims.typ === 'refresh') return done(unauthorized(T.server.unauthorized));
  (request as Marked)[verified] = true;
  done();
}

/**
 * The one auth hook: every /api route needs a valid access token unless it is declared public,
 * and the route's declared access rule is enforced before its handler (services/core/access.ts).
 */
export default fp<AuthHookOptions>(
  async (app, opts) => {
    // Verified tokens are cached (fast-jwt's LRU keyed by a hash of the token; a hit still honours exp
    // and nbf, failures are not kept): HMAC and decoding the same access token on every call cost
    // about 7 % of a cached read's CPU in the profile.
    await app.register(jwt, { secret: opts.secret, verify: { cache: JWT_CACHE_SIZE } });
    await app.register(teaching);
    await app.register(sessionFamilies);
    await app.register(courseStructure);
    app.decorateRequest('access', null);
    app.decorate('accessTable', []);

    app.addHook('onRoute', (route) => {
      validateDeclaration(route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.accessTable.push({ method, url: route.url, access: accessOf(route.config), schema: route.schema });
    });

    /** The verified claims of the request's bearer token; null without one, undefined when it does not verify. */
    const claimsOf = (request: FastifyRequest): Claims | null | undefined => {
      const header = request.headers.authorization;
      if (!header) return null;
      const token = BEARER.exec(header)?.[1];
      if (!token) return undefined;
      try {
        // Synchronous and cached per token by fast-jwt (expiry still checked on every hit).
        return app.jwt.verify<Claims>(token);
      } catch {
        return undefined;
      }
    };

    // Synchronous hooks (callback style): no promise per request on the hot reads.
    app.addHook('onRequest', (request, _reply, done) => {
      const rule = accessOf(request.routeOptions.config);
      // Outside /api/ only routes that declare a rule are guarded (static files declare none).
      if (rule === undefined && !request.url.startsWith('/api/')) return done();
      const claims = claimsOf(request);
      // A teacher acting for a student lives only as long as the teacher's login (core/acting.ts):
      // refused like a bad token once that family ended. Known families answer synchronously.
      if (claims && claims.act !== undefined && claims.typ !== 'refresh') {
        const live = app.sessionFamilies.isLive(claims.sid, claims.act);
        if (typeof live === 'boolean') return admit(request, rule, live ? claims : undefined, done);
        return void live.then((ok) => admit(request, rule, ok ? claims : undefined, done), done);
      }
      admit(request, rule, claims, done);
    });

    app.addHook('preHandler', (request, _reply, done) => {
      if (!(request as Marked)[verified]) return done();
      let pending: Promise<void> | undefined;
      try {
        pending = enforceAccess(app, request);
      } catch (err) {
        return done(err as Error);
      }
      if (pending) pending.then(() => done(), done);
      else done();
    });
  },
  { name: 'auth-hook', dependencies: ['orm'] },
);
