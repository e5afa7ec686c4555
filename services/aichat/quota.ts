import type { FastifyInstance } from 'fastify';
import { raw } from '@mikro-orm/core';
import Redis from 'ioredis';
import { AiUsage } from './entities';

/** The UTC day a token count belongs to. */
export const usageDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Daily token quota per student. Always counted in the database (ai_usage); with REDIS_URL the
 * Redis counter (key ai:tokens:{student}:{day}, kept 2 days) is also incremented and is the one
 * read, so several instances agree without a database round trip.
 */
export function createQuota(app: FastifyInstance, dailyTokens: number, redisUrl: string | null) {
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
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
      if (redis) return Number((await redis.get(key(studentId, day))) ?? 0);
      return dbUsed(studentId, day);
    },
    async exhausted(studentId: number): Promise<boolean> {
      return (await this.used(studentId)) >= dailyTokens;
    },
    async add(studentId: number, tokens: number, day = usageDay()): Promise<void> {
      if (tokens <= 0) return;
      await dbAdd(studentId, day, tokens);
      if (redis) {
        await redis.multi().incrby(key(studentId, day), Math.floor(tokens)).expire(key(studentId, day), 2 * 24 * 3600).exec();
      }
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
