import { ACTING_STORAGE_KEY, TTeacher, type ActingSession, type SessionDto } from '@school/contracts';
import { decodeToken, selectToken, switchSession, useAppDispatch, useAppSelector } from '@school/api-client';
import './acting-banner.css';

function readActing(token: string | null): ActingSession | null {
  if (!token) return null;
  try {
    // Only a token the server issued for acting carries `act`.
    if (!(decodeToken(token) as { act?: number } | null)?.act) return null;
    const raw = localStorage.getItem(ACTING_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ActingSession) : null;
  } catch {
    return null;
  }
}

/** Teacher-as-student: who is acting, and the way back to the teacher's own session. */
export function ActingBanner() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const acting = readActing(token);
  if (!acting) return null;
  const leave = () => {
    localStorage.removeItem(ACTING_STORAGE_KEY);
    switchSession(dispatch, acting.teacherSession as unknown as SessionDto, acting.returnTo || '/');
  };
  return (
    <div className="acting-banner" role="status" data-testid="acting-banner">
      <span>{TTeacher.acting.banner(acting.student.title, acting.teacherTitle)}</span>
      <button onClick={leave}>{TTeacher.acting.leave}</button>
    </div>
  );
}
