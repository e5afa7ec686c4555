import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { T, type TokenPayload } from '@school/contracts';
import { unauthorized } from './http-error';
import { accessOf, enforceAccess, validateDeclaration, type AccessRule } from './access';
import teaching from './teaching';
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

export interface AuthHookOptions {
  secret: string;
}

const verified = Symbol('verified');
type Marked = FastifyRequest & { [verified]?: boolean };

/**
 * The one auth hook: every /api route needs a valid access token unless it is declared public,
 * and the route's declared access rule is enforced before its handler (services/core/access.ts).
 */
export default fp<AuthHookOptions>(
  async (app, opts) => {
    await app.register(jwt, { secret: opts.secret });
    await app.register(teaching);
    await app.register(courseStructure);
    app.decorateRequest('access', null);
    app.decorate('accessTable', []);

    app.addHook('onRoute', (route) => {
      validateDeclaration(route);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.accessTable.push({ method, url: route.url, access: accessOf(route.config), schema: route.schema });
    });

    app.addHook('onRequest', async (request) => {
      const rule = accessOf(request.routeOptions.config);
      const isPublic = rule === 'public';
      // Outside /api/ only routes that declare a rule are guarded (static files declare none).
      if (rule === undefined && !request.url.startsWith('/api/')) return;
      if (isPublic) {
        // A visitor with a stale token in storage is still a visitor, never an error.
        if (!request.headers.authorization) return;
        try {
          await request.jwtVerify();
          if (request.user.typ !== 'refresh') (request as Marked)[verified] = true;
        } catch {
          /* anonymous */
        }
        return;
      }
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized(T.server.unauthorized);
      }
      if (request.user.typ === 'refresh') throw unauthorized(T.server.unauthorized);
      (request as Marked)[verified] = true;
    });

    app.addHook('preHandler', async (request) => {
      if (!(request as Marked)[verified]) return;
      await enforceAccess(app, request);
    });
  },
  { name: 'auth-hook', dependencies: ['orm'] },
);
