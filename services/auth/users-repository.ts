import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@school/contracts';
import { RefreshSession, User } from './entities';
import { hashPassword, verifyPassword } from './password';

// A fixed hash to compare against when the login is unknown, so timing does not reveal logins.
let dummyHash: Promise<string> | null = null;

export function createUsersRepository(app: FastifyInstance) {
  return {
    async findByLogin(login: string): Promise<User | null> {
      return app.em().findOne(User, { login });
    },

    async findById(id: number): Promise<User | null> {
      return app.em().findOne(User, { id });
    },

    async verifyCredentials(login: string, password: string): Promise<User | null> {
      const user = await this.findByLogin(login);
      if (!user) {
        dummyHash ??= hashPassword('timing-equaliser');
        await verifyPassword(password, await dummyHash);
        return null;
      }
      return (await verifyPassword(password, user.passwordHash)) ? user : null;
    },

    async create(login: string, password: string, role: Role): Promise<User> {
      const em = app.em();
      const user = em.create(User, { login, passwordHash: await hashPassword(password), role, createdAt: new Date() });
      await em.flush();
      return user;
    },

    async openRefreshSession(userId: number, ttlS: number): Promise<RefreshSession> {
      const em = app.em();
      const session = em.create(RefreshSession, {
        id: randomBytes(24).toString('base64url'),
        user: em.getReference(User, userId),
        expiresAt: new Date(Date.now() + ttlS * 1000),
        generation: 0,
        revokedAt: null,
        createdAt: new Date(),
      });
      await em.flush();
      return session;
    },

    async findLiveRefreshSession(id: string): Promise<RefreshSession | null> {
      const session = await app.em().findOne(RefreshSession, { id }, { populate: ['user'] });
      if (!session || session.revokedAt || session.expiresAt.getTime() < Date.now()) return null;
      return session;
    },

    /**
     * Moves a live family from `generation` to the next one (one conditional update, so two
     * refreshes racing with the same token cannot both win). A token of an older generation of a
     * live family is a reuse: the family is revoked. Answers the session when rotated, else null.
     */
    async rotateRefreshSession(id: string, userId: number, generation: number): Promise<RefreshSession | null> {
      const em = app.em();
      const live = { id, user: userId, revokedAt: null, expiresAt: { $gt: new Date() } };
      const moved = await em.nativeUpdate(RefreshSession, { ...live, generation }, { generation: generation + 1 });
      if (moved === 1) return em.findOne(RefreshSession, { id }, { populate: ['user'], refresh: true });
      await em.nativeUpdate(RefreshSession, { ...live, generation: { $gt: generation } }, { revokedAt: new Date() });
      return null;
    },

    async revokeRefreshSession(id: string, userId: number): Promise<void> {
      await app.em().nativeUpdate(RefreshSession, { id, user: userId }, { revokedAt: new Date() });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}
