import type { SharedRedis } from '../core/redis';
import { createSlidingWindowLimiter } from '../core/redis-limits';

/**
 * The tutor's per-minute limit: a sliding window of send times per student. With Redis every
 * instance takes from one window (key ai:rate:<student>); without it, or while Redis is down, this
 * instance's own (core/redis-limits.ts). Resolves false when the student sent `max` messages in the
 * last minute.
 */
export function createRateLimiter(max: number, redis: SharedRedis | null = null, windowMs = 60_000) {
  const take = createSlidingWindowLimiter({ redis, prefix: 'ai:rate:', max, windowMs });
  return function allow(studentId: number, now = Date.now()): Promise<boolean> {
    return take(String(studentId), now);
  };
}
