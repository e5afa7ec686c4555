import type { FastifyInstance } from 'fastify';
import { raw } from '@mikro-orm/core';
import type { SharedRedis } from '../core/redis';
import { AiUsage } from './entities';

/** The UTC day a token count belongs to. */
export const usageDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Daily token quota per student. Always counted in the database (ai_usage); with REDIS_URL the
 * Redis counter (key ai:tokens:{student}:{day}, kept 2 days) is also incremented and is the one
 * read, so several instances agree without a database round trip. While Redis does not answer the
 * database is read (exact when the instances share it) and the failure is logged.
 */
export function createQuota(app: FastifyInstance, dailyTokens: number, redis: SharedRedis | null) {
  const key = (studentId: number, day: string) => `ai:tokens:${studentId}:${day}`;

  async function dbUsed(studentId: number, day: string): Promise<number> {
    const row = await app.em().findOne(AiUsage, { student: studentId, day });
    return row?.tokens ?? 0;
  }

  async function dbAdd(studentId: number, day: string, tokens: number): Promise<void> {
    const em = app.em();
    const updated = await em.nativeUpdate(AiUsage, { student: studentId, day }, { tokens: raw(`tokens + ${Math.floor(tokens)}`) });
    if (updated > 0) return;
    try {
      await em.insert(AiUsage, { student: studentId, day, tokens: Math.floor(tokens) });
    } catch {
      // Another request created the day's row first: add to it.
      await em.nativeUpdate(AiUsage, { student: studentId, day }, { tokens: raw(`tokens + ${Math.floor(tokens)}`) });
    }
  }

  return {
    usesRedis: redis !== null,
    async used(studentId: number, day = usageDay()): Promise<number> {
      if (redis) {
        try {
          const counted = await redis.client.get(key(studentId, day));
          // No key: nothing today, or Redis restarted empty; the database knows.
          if (counted !== null) return Number(counted);
        } catch (error) {
          redis.degraded('ai:tokens', error);
        }
      }
      return dbUsed(studentId, day);
    },
    async exhausted(studentId: number): Promise<boolean> {
      return (await this.used(studentId)) >= dailyTokens;
    },
    async add(studentId: number, tokens: number, day = usageDay()): Promise<void> {
      if (tokens <= 0) return;
      await dbAdd(studentId, day, tokens);
      if (redis) {
        const k = key(studentId, day);
        try {
          // The day's first count (or the first after Redis restarted empty) starts from the
          // database's total, which already holds these tokens; later ones add to it. Two
          // instances racing here may count one share twice: the quota errs on the safe side.
          const created = await redis.client.set(k, await dbUsed(studentId, day), 'EX', 2 * 24 * 3600, 'NX');
          if (created === null) await redis.client.multi().incrby(k, Math.floor(tokens)).expire(k, 2 * 24 * 3600).exec();
        } catch (error) {
          redis.degraded('ai:tokens', error);
        }
      }
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
