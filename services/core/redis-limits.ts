import type { SharedRedis } from './redis';

/**
 * Counters and limits that several instances agree on through Redis, each with the same rule kept
 * in this process's memory: used without Redis, and while Redis does not answer (the limit then
 * holds per instance instead of across them; the failure is logged).
 */

/** INCR + PEXPIRE on the first hit, atomically: a key never stays without its expiry. */
const FIXED_WINDOW_HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Drops entries older than the window, refuses at the cap, else adds this one; the key expires with the window. */
const SLIDING_WINDOW_TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

async function orLocal<T>(redis: SharedRedis | null, what: string, shared: (r: SharedRedis) => Promise<T>, local: () => T): Promise<T> {
  if (!redis) return local();
  try {
    return await shared(redis);
  } catch (error) {
    redis.degraded(what, error);
    return local();
  }
}

/** Fixed windows: `blocked` once `max` hits fell in the current window of a key (started by its first hit). */
export function createFixedWindowCounter(opts: { redis: SharedRedis | null; prefix: string; max: number; windowMs: number }) {
  const { redis, prefix, max, windowMs } = opts;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : null;
  };
  const localHit = (key: string, now: number) => {
    const w = live(key, now);
    if (w) w.count++;
    else {
      // Expired windows are dropped as the map grows.
      if (windows.size >= 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      windows.set(key, { count: 1, resetAt: now + windowMs });
    }
  };
  return {
    async blocked(key: string, now = Date.now()): Promise<boolean> {
      return orLocal(
        redis,
        prefix,
        async (r) => Number((await r.client.get(prefix + key)) ?? 0) >= max,
        () => (live(key, now)?.count ?? 0) >= max,
      );
    },
    async hit(key: string, now = Date.now()): Promise<void> {
      await orLocal(
        redis,
        prefix,
        async (r) => void (await r.client.eval(FIXED_WINDOW_HIT, 1, prefix + key, windowMs)),
        () => localHit(key, now),
      );
    },
  };
}

/** A sliding window: `take` answers false when `max` were taken in the last `windowMs`, else takes one. */
export function createSlidingWindowLimiter(opts: { redis: SharedRedis | null; prefix: string; max: number; windowMs: number }) {
  const { redis, prefix, max, windowMs } = opts;
  const taken = new Map<string, number[]>();
  let sequence = 0;
  const localTake = (key: string, now: number) => {
    const recent = (taken.get(key) ?? []).filter((t) => now - t < windowMs);
    const ok = recent.length < max;
    if (ok) recent.push(now);
    taken.set(key, recent);
    return ok;
  };
  return async function take(key: string, now = Date.now()): Promise<boolean> {
    return orLocal(
      redis,
      prefix,
      async (r) => {
        // Members must differ even for two takes in one millisecond on one instance or two.
        const member = `${now}:${process.pid}:${(sequence = (sequence + 1) % 1e9)}:${Math.random().toString(36).slice(2, 8)}`;
        return Number(await r.client.eval(SLIDING_WINDOW_TAKE, 1, prefix + key, now, windowMs, max, member)) === 1;
      },
      () => localTake(key, now),
    );
  };
}
