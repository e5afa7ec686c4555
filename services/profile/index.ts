import fp from 'fastify-plugin';
import { createProfilesRepository } from './profiles-repository';
import profileRoutes from './routes';

/** The profile domain (the spec's second host): display names, avatars, time zones. */
export default fp(
  async (app) => {
    app.decorate('profiles', createProfilesRepository(app));
    await app.register(profileRoutes);
  },
  { name: 'profile', dependencies: ['orm', 'auth-hook'] },
);
