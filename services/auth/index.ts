import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { createUsersRepository } from './users-repository';
import authRoutes, { type AuthRoutesOptions } from './routes';

/** The auth domain: users, sessions, login and refresh. */
export default fp<AuthRoutesOptions>(
  async (app, opts) => {
    app.decorate('users', createUsersRepository(app));
    await app.register(rateLimit, { global: false });
    await app.register(authRoutes, opts);
  },
  { name: 'auth', dependencies: ['orm', 'auth-hook'] },
);
