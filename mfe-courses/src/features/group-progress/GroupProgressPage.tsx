import { useNavigate, useSearchParams } from 'react-router-dom';
import { GROUP_PROGRESS_POLL_MS, SolveStatus, T, TTeacher } from '@school/contracts';
import { apiErrorMessage, selectUser, useAppSelector, useGetProfileQuery } from '@school/api-client';
import { Spinner } from '@school/ui';
import { useGetGroupProgressQuery } from './group-progress-api';
import { StatusCell, StatusLegend } from '../../components/StatusCell';
import { progressGrid } from './progress-grid';
import { useActAsStudent } from './use-act-as-student';
import './group-progress.css';

const L = TTeacher.progress;
const LEGEND = [SolveStatus.Solved, SolveStatus.ManualCheck, SolveStatus.Wrong, SolveStatus.Skipped, SolveStatus.Open, SolveStatus.Nothing] as const;

/**
 * /teacher/group?groupId=[&lessonId=]: students x tasks of a lesson or the whole course, polled every
 * GROUP_PROGRESS_POLL_MS (see teacher-routes for why polling), with where each student is now and who is stuck.
 */
export default function GroupProgressPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const groupId = Number(params.get('groupId')) || 0;
  // No lessonId (or 'all'): the whole course.
  const lessonId = Number(params.get('lessonId')) || undefined;
  const user = useAppSelector(selectUser);
  const profile = useGetProfileQuery(user?.user_id ?? 0, { skip: !user });
  const acting = useActAsStudent(profile.data?.displayName || user?.user || '');
  const { data, error, isLoading } = useGetGroupProgressQuery(
    { groupId, lessonId },
    { skip: !groupId, pollingInterval: GROUP_PROGRESS_POLL_MS, skipPollingIfUnfocused: false },
  );

  if (!groupId) return <p className="group-progress__error" role="alert">{T.server.notFound}</p>;
  if (isLoading) return <Spinner />;
  if (error || !data) return <p className="group-progress__error" role="alert">{apiErrorMessage(error)}</p>;
  const grid = progressGrid(data);
  const lessonTitle = new Map(data.lessons.map((l) => [l.id, l.order]));
  const openCheck = (studentId: number, taskLessonId: number, taskId: number) =>
    navigate(
      `/check?${new URLSearchParams({ studentId: String(studentId), lessonId: String(taskLessonId), taskId: String(taskId), groupId: String(groupId) })}`,
    );

  return (
    <section className="group-progress">
      <header className="group-progress__head">
        <h1>
          {L.title}: {data.group.title}
        </h1>
        <label>
          {L.lesson}
          <select
            value={data.lessonId ?? 'all'}
            onChange={(e) => setParams({ groupId: String(groupId), lessonId: e.target.value })}
            aria-label={L.lesson}
          >
            <option value="all">{L.wholeCourse}</option>
            {data.lessons.map((l) => (
              <option key={l.id} value={l.id}>
                {l.order}. {l.title}
              </option>
            ))}
          </select>
        </label>
        <span className="group-progress__live" aria-live="polite">
          {L.live}
        </span>
        {grid.stuckCount > 0 && <strong className="group-progress__stuck-count">{L.stuckCount(grid.stuckCount)}</strong>}
      </header>
      <p className="group-progress__hint">{L.stuckHint(data.stuckMinutes)}</p>
      <StatusLegend className="group-progress__legend" statuses={LEGEND} label={L.legend} />
      {acting.isError && <p role="alert">{T.toast.error}</p>}
      {data.students.length === 0 ? (
        <p>{L.noStudents}</p>
      ) : (
        <div className="group-progress__scroll">
          <table className="progress-grid" data-testid="progress-grid">
            <thead>
              <tr>
                <th scope="col" className="progress-grid__name">{L.student}</th>
                <th scope="col">{L.now}</th>
                <th scope="col">{L.onTask}</th>
                <th scope="col">{L.failedRuns}</th>
                {data.tasks.map((t) => (
                  <th key={t.id} scope="col" title={t.taskName} className={t.isOptional ? 'is-optional' : ''}>
                    {data.lessonId ? t.order : `${lessonTitle.get(t.lessonId)}.${t.order}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.students.map((s) => (
                <tr key={s.id} className={s.stuck ? 'is-stuck' : ''} data-testid="progress-row">
                  {/* The name column stays on screen while the grid scrolls sideways, and 'Войти как ученик' with it
                      (at the row's end it sat 2,800 px away on a whole course). */}
                  <th scope="row" className="progress-grid__name">
                    <span className="progress-grid__who">
                      <span className="progress-grid__title">{s.title}</span>
                      {s.stuck && <span className="progress-grid__stuck">{L.stuck}</span>}
                      <button
                        className="progress-grid__act"
                        disabled={acting.isLoading}
                        onClick={() => void acting.start(s.id).catch(() => undefined)}
                      >
                        {L.actAs}
                      </button>
                    </span>
                  </th>
                  <td className="progress-grid__now">{s.current ? `${lessonTitle.get(s.current.lessonId)}. ${s.current.taskName}` : '—'}</td>
                  <td>{s.minutesOnTask === null ? '—' : L.minutes(s.minutesOnTask)}</td>
                  <td>{s.failedRuns || '—'}</td>
                  {data.tasks.map((t) => (
                    <td key={t.id}>
                      <StatusCell student={s.title} task={t} status={grid.statusOf(s.id, t.id)} onOpen={() => openCheck(s.id, t.lessonId, t.id)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
