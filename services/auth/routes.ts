import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiPaths,
  Data,
  LoginRequestSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  SessionDtoSchema,
  T,
  type RefreshResponse,
  type SessionDto,
  type TokenPayload,
} from '@school/contracts';
import { unauthorized } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import { signActing } from '../core/acting';
import { createLoginLimits, rateLimited } from './login-limits';
import type { RefreshSession, User } from './entities';
import { asyncPlugin } from '../core/async-plugin';

export interface AuthRoutesOptions {
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** Failed logins per login name per minute. */
  loginRateLimit: number;
  /** Login attempts per client address per minute. */
  loginAddressLimit: number;
}

const nowS = () => Math.floor(Date.now() / 1000);

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = asyncPlugin(function authRoutes(app, opts) {
  const loginLimits = createLoginLimits({ failuresPerLogin: opts.loginRateLimit, redis: app.redis });
  /** An access token names its login's family (sid): a teacher acting for a student carries it on (core/acting.ts). */
  const signAccess = (user: User, session: RefreshSession) => {
    const payload: TokenPayload & { typ: 'access'; sid: string } = {
      user: user.login,
      user_id: user.id,
      role: user.role,
      typ: 'access',
      sid: session.id,
    };
    return {
      token: app.jwt.sign(payload, { expiresIn: opts.accessTokenTtlS }),
      authExpire: nowS() + opts.accessTokenTtlS,
    };
  };

  /** A refresh token names its family (sid) and generation (gen); it lives as long as the family. */
  const signRefresh = (user: User, session: RefreshSession) =>
    app.jwt.sign(
      { user: user.login, user_id: user.id, role: user.role, typ: 'refresh', sid: session.id, gen: session.generation },
      { expiresIn: Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) },
    );

  app.post(
    ApiPaths.login,
    {
      config: {
        access: 'public',
        // The address ceiling (request.ip: proxies only when trusted); failures per login are counted below.
        rateLimit: { max: opts.loginAddressLimit, timeWindow: '1 minute', errorResponseBuilder: () => rateLimited() },
      },
      schema: {
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: Data(SessionDtoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { login, password } = request.body;
      await loginLimits.check(login);
      const user = await app.users.verifyCredentials(login.trim(), password);
      if (!user) {
        await loginLimits.failed(login);
        throw unauthorized(T.auth.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      const session = await app.users.openRefreshSession(user.id, opts.refreshTokenTtlS);
      const data: SessionDto = {
        ...signAccess(user, session),
        refreshToken: signRefresh(user, session),
        refreshExpire: Math.floor(session.expiresAt.getTime() / 1000),
      };
      return { data };
    },
  );

  // Shaped as the spec has it: login, password (the refresh token), role.
  app.post(
    ApiPaths.refresh,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: RefreshRequestSchema,
        response: {
          // Both places: the spec's client reads token and authExpire; every answer carries data.
          200: Type.Intersect([Data(RefreshResponseSchema), RefreshResponseSchema]),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const invalid = () => unauthorized(T.server.invalidRefresh, 'INVALID_REFRESH');
      let claims: { typ?: string; sid?: string; gen?: number; user_id: number; user: string; act?: number };
      try {
        claims = app.jwt.verify(request.body.password);
      } catch {
        throw invalid();
      }
      if (claims.typ !== 'refresh' || !claims.sid || claims.user !== request.body.login) throw invalid();
      if (claims.act !== undefined) {
        // A teacher acting for a student: renewed while the teacher's family lives and the student is
        // still the teacher's; the teacher's own tokens are not rotated.
        const family = await app.sessionFamilies.live(claims.sid, claims.act);
        if (!family || !(await app.teaching.mayActAs(claims.act, claims.user_id))) throw invalid();
        const acting = signActing(app, { user: claims.user, user_id: claims.user_id, act: claims.act, sid: claims.sid }, family.expiresAt);
        const access: RefreshResponse = { token: acting.token, authExpire: acting.authExpire, refreshToken: acting.refreshToken };
        return { data: access, ...access };
      }
      // Rotation: this token stops working; a second use of it ends the whole family.
      const session = await app.users.rotateRefreshSession(claims.sid, claims.user_id, claims.gen ?? 0);
      if (!session) {
        // A reuse may have just revoked the family: whatever remembered it live reads it again.
        app.sessionFamilies.forget(claims.sid);
        throw invalid();
      }
      const access: RefreshResponse = { ...signAccess(session.user, session), refreshToken: signRefresh(session.user, session) };
      return { data: access, ...access };
    },
  );

  app.post(
    ApiPaths.logout,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        body: LogoutRequestSchema,
        response: { 200: Data(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => {
      const end = async (sid: string, userId: number) => {
        await app.users.revokeRefreshSession(sid, userId);
        app.sessionFamilies.ended(sid);
      };
      const caller = request.user;
      // Logging out while acting for a student is the teacher leaving the computer: the teacher's
      // login (the family the acting token carries) ends, and every acting token with it.
      if (caller.act !== undefined && caller.sid) await end(caller.sid, caller.act);
      // The family of the access token in use (tokens issued before access tokens named it have none).
      else if (caller.sid) await end(caller.sid, caller.user_id);
      try {
        const claims = app.jwt.verify<{ sid?: string; user_id: number; act?: number }>(request.body.refreshToken);
        if (claims.sid && claims.act === undefined && claims.user_id === caller.user_id && claims.sid !== caller.sid) {
          await end(claims.sid, claims.user_id);
        }
      } catch {
        // An unreadable refresh token has nothing to revoke.
      }
      return { data: true };
    },
  );
});

export default authRoutes;
