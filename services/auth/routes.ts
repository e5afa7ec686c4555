import type { FastifyInstance } from 'fastify';
import { ApiPaths, ROLES, T, type RefreshResponse, type SessionDto, type TokenPayload } from '@school/contracts';
import { unauthorized } from '../core/http-error';
import { errorResponses } from '../core/schemas';
import type { User } from './entities';

export interface AuthRoutesOptions {
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  loginRateLimit: number;
}

const credentialsBody = {
  type: 'object',
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 512 },
  },
  required: ['login', 'password'],
  additionalProperties: false,
} as const;

const sessionResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        token: { type: 'string' },
        refreshToken: { type: 'string' },
        authExpire: { type: 'integer' },
        refreshExpire: { type: 'integer' },
      },
      required: ['token', 'refreshToken', 'authExpire', 'refreshExpire'],
    },
  },
  required: ['data'],
} as const;

const nowS = () => Math.floor(Date.now() / 1000);

export default async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
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

  app.post<{ Body: { login: string; password: string } }>(
    ApiPaths.login,
    {
      config: {
        public: true,
        rateLimit: {
          max: opts.loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (req) => `${req.ip}:${String((req.body as { login?: unknown })?.login ?? '')}`,
        },
      },
      schema: {
        tags: ['auth'],
        body: credentialsBody,
        response: { 200: sessionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { login, password } = request.body;
      const user = await app.users.verifyCredentials(login.trim(), password);
      if (!user) throw unauthorized(T.auth.invalidCredentials, 'INVALID_CREDENTIALS');
      const session = await app.users.openRefreshSession(user.id, opts.refreshTokenTtlS);
      const refreshToken = app.jwt.sign(
        { user: user.login, user_id: user.id, role: user.role, typ: 'refresh', sid: session.id },
        { expiresIn: opts.refreshTokenTtlS },
      );
      const data: SessionDto = {
        ...signAccess(user),
        refreshToken,
        refreshExpire: Math.floor(session.expiresAt.getTime() / 1000),
      };
      return { data };
    },
  );

  // Shaped as the spec has it: login, password (the refresh token), role.
  app.post<{ Body: { login: string; password: string; role: string } }>(
    ApiPaths.refresh,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          properties: {
            login: { type: 'string', minLength: 1, maxLength: 100 },
            password: { type: 'string', minLength: 1, maxLength: 4096 },
            role: { type: 'string', enum: [...ROLES] },
          },
          required: ['login', 'password', 'role'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { token: { type: 'string' }, authExpire: { type: 'integer' } },
                required: ['token', 'authExpire'],
              },
              token: { type: 'string' },
              authExpire: { type: 'integer' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const invalid = () => unauthorized(T.server.invalidRefresh, 'INVALID_REFRESH');
      let claims: { typ?: string; sid?: string; user_id: number; user: string };
      try {
        claims = app.jwt.verify(request.body.password);
      } catch {
        throw invalid();
      }
      if (claims.typ !== 'refresh' || !claims.sid || claims.user !== request.body.login) throw invalid();
      const session = await app.users.findLiveRefreshSession(claims.sid);
      if (!session || session.user.id !== claims.user_id) throw invalid();
      const access: RefreshResponse = signAccess(session.user);
      // Both places: the spec's client reads token and authExpire; every answer carries data.
      return { data: access, ...access };
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    ApiPaths.logout,
    {
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 4096 } },
          required: ['refreshToken'],
          additionalProperties: false,
        },
        response: { 200: { type: 'object', properties: { data: { type: 'boolean' } } }, ...errorResponses },
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
}
