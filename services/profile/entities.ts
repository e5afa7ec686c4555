import { EntitySchema } from '@mikro-orm/core';
import { User } from '../auth/entities';

/** Student profile data: the spec's second API host. */
export class Profile {
  user!: User;
  displayName = '';
  firstName = '';
  lastName = '';
  gender: string | null = null;
  age: number | null = null;
  avatar: string | null = null;
  discordLink: string | null = null;
  timeZone: string | null = null;
  localTime: string | null = null;
}

export const ProfileSchema = new EntitySchema<Profile>({
  class: Profile,
  tableName: 'profiles',
  properties: {
    user: { kind: '1:1', entity: () => User, primary: true, owner: true, deleteRule: 'cascade' },
    displayName: { type: 'string', length: 200, default: '' },
    firstName: { type: 'string', length: 100, default: '' },
    lastName: { type: 'string', length: 100, default: '' },
    gender: { type: 'string', length: 1, nullable: true },
    age: { type: 'integer', nullable: true },
    avatar: { type: 'string', length: 40, nullable: true },
    discordLink: { type: 'string', length: 500, nullable: true },
    timeZone: { type: 'string', length: 64, nullable: true },
    localTime: { type: 'string', length: 64, nullable: true },
  },
});

export const profileEntities = [ProfileSchema];
