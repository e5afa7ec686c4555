import { T } from '@school/contracts';
import { HttpError } from '../core/http-error';
import type { SharedRedis } from '../core/redis';
import { createFixedWindowCounter } from '../core/redis-limits';

export interface LoginLimitsOptions {
  /** Failed attempts per login name per window; the next attempt on that login answers 429. */
  failuresPerLogin: number;
  windowMs?: number;
  /** Shared Redis (REDIS_URL): the failures of every instance count together; null: this process only. */
  redis?: SharedRedis | null;
}

export const rateLimited = () => new HttpError(429, 'RATE_LIMITED', T.auth.tooManyAttempts);

/**
 * Failed logins counted per login name, after the body is parsed: one pupil's typos never lock out
 * the classmates behind the same address, and a correct password is refused only after failures on
 * that same login. (The per-address ceiling is @fastify/rate-limit on the route, keyed by
 * request.ip, which honours X-Forwarded-For only from the configured proxies, TRUST_PROXY.)
 * With Redis the window is shared by every instance (key login:fail:<login>, expiring with the
 * window); while Redis is down each instance counts on its own (core/redis-limits.ts).
 */
export function createLoginLimits({ failuresPerLogin, windowMs = 60_000, redis = null }: LoginLimitsOptions) {
  const failures = createFixedWindowCounter({ redis, prefix: 'login:fail:', max: failuresPerLogin, windowMs });
  const loginKey = (login: string) => login.trim().toLowerCase();
  return {
    /** Before the password is checked: throws 429 RATE_LIMITED when this login is over its limit. */
    async check(login: string): Promise<void> {
      if (await failures.blocked(loginKey(login))) throw rateLimited();
    },
    async failed(login: string): Promise<void> {
      await failures.hit(loginKey(login));
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
