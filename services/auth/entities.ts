import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { Role } from '@school/contracts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    login: p.string().length(100).unique(),
    passwordHash: p.string().length(255),
    role: p.string().$type<Role>().length(20).default('student'),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type User = InferEntity<typeof User>;

/**
 * One login's family of refresh tokens. Each refresh rotates it: the token of the current
 * generation is exchanged for the next one; a token of an older generation coming back means it
 * was copied, so the whole family is revoked. Logout revokes it too.
 */
export const RefreshSession = defineEntity({
  name: 'RefreshSession',
  tableName: 'refresh_sessions',
  properties: (p) => ({
    id: p.string().length(64).primary(),
    user: p.manyToOne(User).deleteRule('cascade'),
    expiresAt: p.datetime(),
    generation: p.integer().default(0),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type RefreshSession = InferEntity<typeof RefreshSession>;

export const authEntities = [User, RefreshSession];
