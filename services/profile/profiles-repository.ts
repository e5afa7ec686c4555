import type { FastifyInstance } from 'fastify';
import type { ProfileDto, TimezoneUpdate } from '@school/contracts';
import { User } from '../auth/entities';
import { Profile } from './entities';
import type { ProfileFallback } from './fallback';

export function toProfileDto(userId: number, p: Profile | null): ProfileDto {
  return {
    id: userId,
    displayName: p?.displayName ?? '',
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    gender: (p?.gender as ProfileDto['gender']) ?? null,
    age: p?.age ?? null,
    avatar: p?.avatar ?? null,
    links: { discord: p?.discordLink ?? null },
  };
}

export function createProfilesRepository(app: FastifyInstance, fallback: ProfileFallback) {
  return {
    async get(userId: number): Promise<ProfileDto | null> {
      const em = app.em();
      const user = await em.findOne(User, { id: userId });
      if (!user) return null;
      const own = toProfileDto(userId, await em.findOne(Profile, { user: userId }));
      if (own.displayName.trim()) return own;
      // Spec 7: with no display name here, the second host's name (and age, gender if missing) is shown.
      const other = await fallback.lookup(userId);
      if (!other?.displayName) return own;
      return { ...own, displayName: other.displayName, age: own.age ?? other.age, gender: own.gender ?? other.gender };
    },

    async displayNames(userIds: number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await app.em().find(Profile, { user: { $in: userIds } });
      return new Map(rows.map((p) => [p.user.id, p.displayName]));
    },

    async setTimezone(userId: number, update: TimezoneUpdate): Promise<void> {
      const em = app.em();
      let profile = await em.findOne(Profile, { user: userId });
      if (!profile) {
        profile = em.create(Profile, {
          user: em.getReference(User, userId),
          displayName: '',
          firstName: '',
          lastName: '',
        });
      }
      profile.timeZone = update.timeZone;
      profile.localTime = update.localTime;
      await em.flush();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesRepository;
  }
}
