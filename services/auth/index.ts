import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { createUsersRepository } from './users-repository';
import authRoutes, { type AuthRoutesOptions } from './routes';

/** The auth domain: users, sessions, login and refresh. */
export default fp<AuthRoutesOptions>(
  async (app, opts) => {
    app.decorate('users', createUsersRepository(app));
    // The per-address ceiling shares Redis when configured; while Redis is down it is skipped (the
    // per-login failure limit still holds, per instance: login-limits.ts).
    await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'login:addr:', skipOnError: true } : {}) });
    await app.register(authRoutes, opts);
  },
  { name: 'auth', dependencies: ['orm', 'auth-hook', 'redis'] },
);
