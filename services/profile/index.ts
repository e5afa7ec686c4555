import fp from 'fastify-plugin';
import { createProfilesRepository } from './profiles-repository';
import profileRoutes from './routes';
import directory, { accountDirectory } from './directory';
import { httpProfileFallback } from './fallback';
import { Profile } from './entities';

export interface ProfileOptions {
  /** The second profile host (PROFILE_FALLBACK_URL); unset: the account directory mounted here. */
  fallbackUrl?: string | null;
  fallbackToken?: string | null;
}

/** The profile domain: display names, avatars, time zones; a second host fills in a missing display name. */
export default fp<ProfileOptions>(
  async (app, opts) => {
    // Names and avatars show in group lists and on projects.
    app.cacheBus.feed(Profile, ['memberships', 'projects']);
    const fallbackUrl = opts.fallbackUrl ?? process.env.PROFILE_FALLBACK_URL ?? null;
    const fallback = fallbackUrl
      ? httpProfileFallback({ baseUrl: fallbackUrl, token: opts.fallbackToken ?? process.env.PROFILE_FALLBACK_TOKEN ?? null, log: app.log })
      : accountDirectory(app);
    if (!fallbackUrl) await app.register(directory);
    app.decorate('profiles', createProfilesRepository(app, fallback));
    await app.register(profileRoutes);
  },
  { name: 'profile', dependencies: ['orm', 'auth-hook'] },
);
