import { T } from '@school/contracts';
import { HttpError } from '../core/http-error';

export interface LoginLimitsOptions {
  /** Failed attempts per login name per window; the next attempt on that login answers 429. */
  failuresPerLogin: number;
  windowMs?: number;
}

export const rateLimited = () => new HttpError(429, 'RATE_LIMITED', T.auth.tooManyAttempts);

/** Fixed-window counters in this instance's memory; expired windows are dropped as the map grows. */
function createWindowCounter(max: number, windowMs: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : null;
  };
  return {
    blocked(key: string, now = Date.now()) {
      return (live(key, now)?.count ?? 0) >= max;
    },
    hit(key: string, now = Date.now()) {
      const w = live(key, now);
      if (w) w.count++;
      else {
        if (windows.size >= 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        windows.set(key, { count: 1, resetAt: now + windowMs });
      }
    },
  };
}

/**
 * Failed logins counted per login name, after the body is parsed: one pupil's typos never lock out
 * the classmates behind the same address, and a correct password is refused only after failures on
 * that same login. (The per-address ceiling is @fastify/rate-limit on the route, keyed by
 * request.ip, which honours X-Forwarded-For only from the configured proxies, TRUST_PROXY.)
 */
export function createLoginLimits({ failuresPerLogin, windowMs = 60_000 }: LoginLimitsOptions) {
  const failures = createWindowCounter(failuresPerLogin, windowMs);
  const loginKey = (login: string) => login.trim().toLowerCase();
  return {
    /** Before the password is checked: throws 429 RATE_LIMITED when this login is over its limit. */
    check(login: string) {
      if (failures.blocked(loginKey(login))) throw rateLimited();
    },
    failed(login: string) {
      failures.hit(loginKey(login));
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
