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
import { createLoginLimits, rateLimited } from './login-limits';
import type { RefreshSession, User } from './entities';

export interface AuthRoutesOptions {
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** Failed logins per login name per minute. */
  loginRateLimit: number;
  /** Login attempts per client address per minute. */
  loginAddressLimit: number;
}

const nowS = () => Math.floor(Date.now() / 1000);

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, opts) => {
  const loginLimits = createLoginLimits({ failuresPerLogin: opts.loginRateLimit });
  const signAccess = (user: User) => {
    const payload: TokenPayload & { typ: 'access' } = {
      user: user.login,
      user_id: user.id,
      role: user.role,
      typ: 'access',
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
      loginLimits.check(login);
      const user = await app.users.verifyCredentials(login.trim(), password);
      if (!user) {
        loginLimits.failed(login);
        throw unauthorized(T.auth.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      const session = await app.users.openRefreshSession(user.id, opts.refreshTokenTtlS);
      const data: SessionDto = {
        ...signAccess(user),
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
      let claims: { typ?: string; sid?: string; gen?: number; user_id: number; user: string };
      try {
        claims = app.jwt.verify(request.body.password);
      } catch {
        throw invalid();
      }
      if (claims.typ !== 'refresh' || !claims.sid || claims.user !== request.body.login) throw invalid();
      // Rotation: this token stops working; a second use of it ends the whole family.
      const session = await app.users.rotateRefreshSession(claims.sid, claims.user_id, claims.gen ?? 0);
      if (!session) throw invalid();
      const access: RefreshResponse = { ...signAccess(session.user), refreshToken: signRefresh(session.user, session) };
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
      try {
        const claims = app.jwt.verify<{ sid?: string; user_id: number }>(request.body.refreshToken);
        if (claims.sid && claims.user_id === request.user.user_id) {
          await app.users.revokeRefreshSession(claims.sid, claims.user_id);
        }
      } catch {
        // An unreadable refresh token has nothing to revoke.
      }
      return { data: true };
    },
  );
};

export default authRoutes;
