import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SolveStatus, T, TLearn } from '@school/contracts';
import { Spinner } from '@school/ui';
import { useGetCourseLessonsQuery, useGetGroupStatusesQuery, useGetGroupStudentsQuery, useGetMyGroupsQuery } from '../../lib/learning-api';
import { StatusCell, StatusLegend } from '../../components/StatusCell';
import { groupGrid } from './group-grid';
import './group-check.css';

const L = TLearn.groupCheck;
const LEGEND = [SolveStatus.ManualCheck, SolveStatus.Solved, SolveStatus.Wrong, SolveStatus.Skipped, SolveStatus.Open, SolveStatus.Nothing] as const;

/** /check?groupId=[&lessonId=]: the students × tasks grid of one lesson; a cell opens the student's task on /check. */
export default function GroupCheckPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const groupId = Number(params.get('groupId')) || 0;
  const lessonParam = Number(params.get('lessonId')) || 0;
  const { data: groups, isError: groupsError } = useGetMyGroupsQuery();
  const group = groups?.find((g) => g.id === groupId);
  const { data: lessons } = useGetCourseLessonsQuery({ courseId: group?.courseId ?? 0 }, { skip: !group });
  const lessonId = lessonParam || lessons?.[0]?.id || 0;
  const lesson = lessons?.find((l) => l.id === lessonId);
  const students = useGetGroupStudentsQuery({ groupId, lessonId }, { skip: !group || !lessonId });
  const statuses = useGetGroupStatusesQuery({ groupId, lessonId }, { skip: !group || !lessonId, refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (!lessonParam && lessonId) setParams({ groupId: String(groupId), lessonId: String(lessonId) }, { replace: true });
  }, [lessonParam, lessonId, groupId, setParams]);

  if (groupsError || students.isError || statuses.isError) return <p className="group-check__error" role="alert">{T.server.forbidden}</p>;
  if (!groups) return <Spinner />;
  if (!group) return <p className="group-check__error" role="alert">{T.server.notFound}</p>;
  const grid = groupGrid(statuses.data ?? []);
  const open = (studentId: number, taskId: number) =>
    navigate(`/check?${new URLSearchParams({ studentId: String(studentId), lessonId: String(lessonId), taskId: String(taskId), groupId: String(groupId) })}`);

  return (
    <section className="group-check">
      <header className="group-check__head">
        <h1>{L.title}</h1>
        <label>
          {L.group}
          <select value={groupId} onChange={(e) => setParams({ groupId: e.target.value })}>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {L.lesson}
          <select value={lessonId} onChange={(e) => setParams({ groupId: String(groupId), lessonId: e.target.value })}>
            {lessons?.map((l) => (
              <option key={l.id} value={l.id}>
                {l.order}. {l.title}
              </option>
            ))}
          </select>
        </label>
        <strong className={`group-check__awaiting${grid.total ? ' is-some' : ''}`} aria-live="polite">
          {grid.total ? `${L.awaiting}: ${grid.total}` : L.awaitingNone}
        </strong>
      </header>
      <StatusLegend className="group-check__legend" statuses={LEGEND} label={L.legend} />
      {!lesson || !students.data || !statuses.data ? (
        <Spinner />
      ) : students.data.length === 0 ? (
        <p>{L.noStudents}</p>
      ) : (
        <div className="group-check__scroll">
          <table className="group-grid">
            <thead>
              <tr>
                <th scope="col" className="group-grid__name">{L.student}</th>
                {lesson.tasks.map((t) => (
                  <th key={t.id} scope="col" title={t.taskName} className={t.isOptional ? 'is-optional' : ''}>
                    {t.order}
                  </th>
                ))}
                <th scope="col">{L.awaiting}</th>
              </tr>
            </thead>
            <tbody>
              {students.data.map((s) => (
                <tr key={s.id} className={grid.awaitingOf(s.id) ? 'has-awaiting' : ''}>
                  <th scope="row" className="group-grid__name">{s.title}</th>
                  {lesson.tasks.map((t) => (
                    <td key={t.id}>
                      <StatusCell student={s.title} task={t} status={grid.statusOf(s.id, t.id)} onOpen={() => open(s.id, t.id)} />
                    </td>
                  ))}
                  <td className="group-grid__count">{grid.awaitingOf(s.id) || ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
