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

/** One refresh token issued at login; revoked on logout. */
export class RefreshSession {
  id!: string;
  user!: User;
  expiresAt!: Date;
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
    revokedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
  },
});

export const authEntities = [UserSchema, RefreshSessionSchema];
