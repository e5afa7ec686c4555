import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { Role, T, type TokenPayload } from '@school/contracts';
import { forbidden, unauthorized } from './http-error';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload & { typ?: 'access' | 'refresh'; sid?: string };
    user: TokenPayload & { typ?: 'access' | 'refresh'; sid?: string };
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes open to visitors who are not logged in. */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Does this teacher teach a group this student is in? Supplied by the learning domain. */
    teacherHasStudent(teacherId: number, studentId: number): Promise<boolean>;
    /** Throws 403 unless the caller may act for this student. */
    assertStudentAccess(request: FastifyRequest, studentId: number): Promise<void>;
  }
}

export interface AuthHookOptions {
  secret: string;
}

/**
 * The one auth hook: every /api route needs a valid access token unless its config says public.
 * Authorization by student id is one call, used by every student route.
 */
export default fp<AuthHookOptions>(
  async (app, opts) => {
    await app.register(jwt, { secret: opts.secret });

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.public) return;
      if (!request.url.startsWith('/api/')) return;
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized(T.server.unauthorized);
      }
      if (request.user.typ === 'refresh') throw unauthorized(T.server.unauthorized);
    });

    app.decorate('assertStudentAccess', async function (request: FastifyRequest, studentId: number) {
      const { user_id: callerId, role } = request.user;
      if (callerId === studentId) return;
      if (role === Role.CourseAuthor) return;
      if (role === Role.Teacher && (await app.teacherHasStudent(callerId, studentId))) return;
      throw forbidden(T.server.forbidden);
    });
  },
  { name: 'auth-hook' },
);
