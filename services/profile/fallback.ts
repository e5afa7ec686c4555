import type { FastifyBaseLogger } from 'fastify';
import { Gender, type ProfileDto } from '@school/contracts';

/** What the second profile host knows about a student (spec 7: display name, age, gender). */
export type FallbackProfile = Pick<ProfileDto, 'displayName' | 'age' | 'gender'>;

export interface ProfileFallback {
  /** The second host's profile of a user, or null when it has none or cannot be reached. */
  lookup(userId: number): Promise<FallbackProfile | null>;
}

const GENDERS: readonly string[] = Object.values(Gender);

/** Reads the second host's answer `{ data: { displayName, age, gender } }`; anything else is no profile. */
export function parseFallbackAnswer(body: unknown): FallbackProfile | null {
  const data = (body as { data?: unknown } | null)?.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return null;
  const displayName = typeof data.displayName === 'string' ? data.displayName.trim().slice(0, 200) : '';
  const age = Number.isInteger(data.age) && (data.age as number) > 0 && (data.age as number) < 130 ? (data.age as number) : null;
  const gender = typeof data.gender === 'string' && GENDERS.includes(data.gender) ? (data.gender as Gender) : null;
  return { displayName, age, gender };
}

export interface HttpFallbackOptions {
  /** The second host's base URL (PROFILE_FALLBACK_URL); it serves GET /api/student/profile/{userId}. */
  baseUrl: string;
  /** A service token for that host (PROFILE_FALLBACK_TOKEN); the caller's own token is never forwarded. */
  token?: string | null;
  timeoutMs?: number;
  log: FastifyBaseLogger;
}

/** The second host as an outside HTTP service: a slow or failing host means "no fallback", never an error. */
export function httpProfileFallback({ baseUrl, token, timeoutMs = 2000, log }: HttpFallbackOptions): ProfileFallback {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(userId) {
      try {
        const res = await fetch(`${base}/api/student/profile/${userId}`, {
          headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          if (res.status !== 404) log.warn({ status: res.status, userId }, 'profile fallback host refused');
          return null;
        }
        return parseFallbackAnswer(await res.json());
      } catch (e) {
        log.warn({ err: e, userId }, 'profile fallback host unreachable');
        return null;
      }
    },
  };
}
