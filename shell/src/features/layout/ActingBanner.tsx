import { TTeacher, type SessionDto } from '@school/contracts';
import { readActingSession, selectToken, switchSession, useAppDispatch, useAppSelector } from '@school/api-client';
import './acting-banner.css';

/** Teacher-as-student: who is acting, and the way back to the teacher's own session. */
export function ActingBanner() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  // Only while the session in use is that teacher's acting token for that student.
  const acting = readActingSession(token);
  if (!acting) return null;
  const leave = () => {
    // Restoring the teacher's session removes the put-aside copy (the store's acting guard).
    switchSession(dispatch, acting.teacherSession as unknown as SessionDto, acting.returnTo || '/');
  };
  return (
    <div className="acting-banner" role="status" data-testid="acting-banner">
      <span>{TTeacher.acting.banner(acting.student.title, acting.teacherTitle)}</span>
      <button onClick={leave}>{TTeacher.acting.leave}</button>
    </div>
  );
}
