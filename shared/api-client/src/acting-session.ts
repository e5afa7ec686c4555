import { ACTING_STORAGE_KEY, type ActingSession } from '@school/contracts';
import { decodeToken } from './token';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

function readRecord(): ActingSession | null {
  try {
    const raw = storage()?.getItem(ACTING_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<ActingSession>) : null;
    if (!parsed || typeof parsed !== 'object' || !parsed.teacherSession || !parsed.student) return null;
    return parsed as ActingSession;
  } catch {
    return null;
  }
}

/** Does this put-aside teacher session belong to `token`: that teacher's acting token for that student? */
function belongsTo(record: ActingSession, token: string | null | undefined): boolean {
  const acting = decodeToken(token) as { user_id: number; act?: number } | null;
  if (!acting?.act) return false;
  const teacher = decodeToken(record.teacherSession.token as string | undefined);
  return teacher?.user_id === acting.act && record.student.id === acting.user_id;
}

/**
 * The teacher's own session put aside while the teacher acts for a student (ACTING_STORAGE_KEY),
 * when `token` (the session in use) is that teacher's acting token for that student; null otherwise.
 */
export function readActingSession(token: string | null | undefined): ActingSession | null {
  const record = readRecord();
  return record && belongsTo(record, token) ? record : null;
}

/**
 * Removes the put-aside teacher session unless `token` is the acting session it belongs to. The
 * store runs it on every login and logout and when it starts: the teacher's session (with its
 * 30-day refresh token) never outlives the acting, whoever uses the computer next.
 */
export function dropActingSessionUnlessFor(token: string | null | undefined): void {
  const s = storage();
  try {
    if (!s?.getItem(ACTING_STORAGE_KEY)) return;
    const record = readRecord();
    if (!record || !belongsTo(record, token)) s.removeItem(ACTING_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}
