import { EntitySchema } from '@mikro-orm/core';
import type { Role } from '@school/contracts';

export class User {
  id!: number;
  login!: string;
  passwordHash!: string;
  role!: Role;
  createdAt: Date = new Date();
}

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    login: { type: 'string', length: 100, unique: true },
    passwordHash: { type: 'string', length: 255 },
    role: { type: 'string', length: 20, default: 'student' },
    createdAt: { type: 'datetime' },
  },
});

/**
 * One login's family of refresh tokens. Each refresh rotates it: the token of the current
 * generation is exchanged for the next one; a token of an older generation coming back means it
 * was copied, so the whole family is revoked. Logout revokes it too.
 */
export class RefreshSession {
  id!: string;
  user!: User;
  expiresAt!: Date;
  generation = 0;
  revokedAt: Date | null = null;
  createdAt: Date = new Date();
}

export const RefreshSessionSchema = new EntitySchema<RefreshSession>({
  class: RefreshSession,
  tableName: 'refresh_sessions',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade' },
    expiresAt: { type: 'datetime' },
    generation: { type: 'integer', default: 0 },
    revokedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
  },
});

export const authEntities = [UserSchema, RefreshSessionSchema];
