import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { rawDate } from '../db/raw-values';
import { asyncPlugin } from './async-plugin';

/**
 * Is a login's family of refresh tokens (services/auth: one row of refresh_sessions per login) still
 * live: not revoked (logout, a reused refresh token) and not expired. Ordinary access tokens are not
 * asked about (they live 15 minutes); tokens that live only as long as another person's login are:
 * a teacher acting for a student carries the teacher's family (`sid`), so the teacher's logout ends
 * the acting too. A core fact, so every domain deployed alone (SERVICES=learning) checks it.
 *
 * The hot path stays cheap: a live family is remembered for LIVE_FOR_MS, so a teacher's acting session
 * costs one primary-key read per few seconds per process, not one per call; an ended family is
 * remembered for good (it never comes back). A revocation in this process is known at once
 * (forget/ended); another process's revocation is seen within LIVE_FOR_MS.
 */
export const LIVE_FOR_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  /** The family's owner; null when ended (revoked, expired or unknown). */
  userId: number | null;
  expiresAt: number;
  /** Until when a live answer is trusted without reading again. */
  until: number;
}

export interface LiveFamily {
  userId: number;
  expiresAt: Date;
}

export function createSessionFamilies(em: () => SqlEntityManager, now: () => number = Date.now) {
  const known = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();

  const remember = (sid: string, entry: Entry) => {
    if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
    known.delete(sid);
    known.set(sid, entry);
    return entry;
  };

  async function read(sid: string): Promise<Entry> {
    const row = await em()
      .getKnex()('refresh_sessions')
      .where('id', sid)
      .first<{ user_id: number; expires_at: string | number | Date; revoked_at: string | number | Date | null } | undefined>('user_id', 'expires_at', 'revoked_at');
    // Ended here while it was being read (the row may predate the revocation): ended it stays.
    const current = known.get(sid);
    if (current && current.until === Infinity) return current;
    const expiresAt = row ? rawDate(row.expires_at).getTime() : 0;
    const live = !!row && row.revoked_at === null && expiresAt > now();
    return remember(sid, { userId: live ? Number(row.user_id) : null, expiresAt, until: now() + LIVE_FOR_MS });
  }

  const load = (sid: string): Promise<Entry> => {
    let p = pending.get(sid);
    if (!p) {
      p = read(sid).finally(() => pending.delete(sid));
      pending.set(sid, p);
    }
    return p;
  };

  const verdict = (entry: Entry, userId: number) => entry.userId === userId && entry.expiresAt > now();

  return {
    /**
     * Is family `sid` live and `userId`'s? Synchronous when known (no promise on the hot path), a
     * promise when it must be read. A missing sid is never live.
     */
    isLive(sid: string | undefined, userId: number): boolean | Promise<boolean> {
      if (!sid) return false;
      const entry = known.get(sid);
      if (entry && (entry.userId === null || entry.until > now())) return verdict(entry, userId);
      return load(sid).then((e) => verdict(e, userId));
    },

    /** The live family `sid` of `userId` (its expiry), or null; always read afresh. */
    async live(sid: string | undefined, userId: number): Promise<LiveFamily | null> {
      if (!sid) return null;
      const entry = await load(sid);
      return verdict(entry, userId) ? { userId, expiresAt: new Date(entry.expiresAt) } : null;
    },

    /** Family `sid` has ended (revoked by this process): refused from now on here. */
    ended(sid: string) {
      pending.delete(sid);
      remember(sid, { userId: null, expiresAt: 0, until: Infinity });
    },

    /** Family `sid` may have changed (a refresh that did not rotate may have revoked it): read it again. */
    forget(sid: string) {
      known.delete(sid);
    },
  };
}

export type SessionFamilies = ReturnType<typeof createSessionFamilies>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionFamilies: SessionFamilies;
  }
}

export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.decorate('sessionFamilies', createSessionFamilies(() => app.em() as SqlEntityManager));
  }),
  { name: 'session-families', dependencies: ['orm'] },
);
