import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/entities';

/** Student profile data: the spec's second API host. */
export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: (p) => ({
    user: p.oneToOne(User).primary().owner().deleteRule('cascade'),
    displayName: p.string().length(200).default(''),
    firstName: p.string().length(100).default(''),
    lastName: p.string().length(100).default(''),
    gender: p.string().length(1).nullable(),
    age: p.integer().nullable(),
    avatar: p.string().length(40).nullable(),
    discordLink: p.string().length(500).nullable(),
    timeZone: p.string().length(64).nullable(),
    localTime: p.string().length(64).nullable(),
  }),
});
export type Profile = InferEntity<typeof Profile>;

export const profileEntities = [Profile];
