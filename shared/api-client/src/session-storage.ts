import type { Role } from '@school/contracts';

/** What survives a page reload: the session and the separate course token of demo/edit/check. */
export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  authExpire: number | null;
  refreshExpire: number | null;
  courseToken: string | null;
  role: Role | null;
}

const KEY = 'school.session';
const EMPTY: StoredSession = {
  token: null,
  refreshToken: null,
  authExpire: null,
  refreshExpire: null,
  courseToken: null,
  role: null,
};

export function readStoredSession(): StoredSession {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<StoredSession>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function writeStoredSession(session: StoredSession): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage may be unavailable (private mode): the session then lives in memory only.
  }
}
