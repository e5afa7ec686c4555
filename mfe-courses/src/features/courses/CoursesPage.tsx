import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LessonStatusFilter, T, TLearn } from '@school/contracts';
import { Spinner } from '@school/ui';
import { StatusBadge } from '../../components/StatusBadge';
import { LockIcon } from '../../components/LockIcon';
import { useGetCourseLessonsQuery } from '../../lib/learning-api';
import { useActiveCourse } from '../../lib/use-active-course';
import { appOf, reloadsDocument, solveLink } from '../../lib/task-links';
import { filterShowsNothing } from './lesson-filter';
import { useWarmWorkspaces } from '../../lib/warm-workspace';
import './courses.css';

const FILTERS: { label: string; status?: LessonStatusFilter }[] = [
  { label: T.lessonFilters.all },
  { label: T.lessonFilters.unsolved, status: LessonStatusFilter.Unsolved },
  { label: T.lessonFilters.onCheck, status: LessonStatusFilter.ManualCheck },
];

/** /courses: the lessons and tasks of the active course with the three filters. */
export default function CoursesPage() {
  const { courseId, title, loading } = useActiveCourse();
  const [params] = useSearchParams();
  const funbox = params.get('funbox') === 'true';
  // A hackathon's course opened from the hackathons page: its tasks lead back there.
  const hackathon = params.get('hackathon') ?? undefined;
  const [filter, setFilter] = useState(0);
  const { data, isFetching } = useGetCourseLessonsQuery(
    { courseId: courseId ?? 0, status: FILTERS[filter].status },
    { skip: !courseId, refetchOnMountOrArgChange: true },
  );
  // A lesson with an open Python task: its workspace is warmed while the student reads the list.
  useWarmWorkspaces(data?.flatMap((lesson) => lesson.tasks.filter((t) => !t.locked).map((t) => t.taskType)) ?? []);
  if (loading || !courseId) return <Spinner />;
  return (
    <section className="lessons">
      <h1>{title ?? T.nav.tasks}</h1>
      <div className="lessons__filters" role="tablist">
        {FILTERS.map((f, i) => (
          <button key={f.label} role="tab" aria-selected={i === filter} className={i === filter ? 'is-active' : ''} onClick={() => setFilter(i)}>
            {f.label}
          </button>
        ))}
      </div>
      {isFetching && !data && <Spinner />}
      {filterShowsNothing(data, !!FILTERS[filter].status) && <p className="lessons__empty">{TLearn.solve.filterEmpty}</p>}
      {!filterShowsNothing(data, !!FILTERS[filter].status) && data?.map((lesson) => (
        <article key={lesson.id} className="lesson ui-card">
          <h2>
            {T.task.lesson} {lesson.order}. {lesson.title}
          </h2>
          {lesson.tasks.length === 0 && <p className="lesson__empty">{T.task.emptyLesson}</p>}
          <ol className="lesson__tasks">
            {lesson.tasks.map((t) => (
              <li key={t.id} className={`lesson-task${t.locked ? ' is-locked' : ''}${t.isOptional ? ' is-optional' : ''}`}>
                {t.locked ? (
                  <span className="lesson-task__name" title={T.task.locked}>
                    <LockIcon />
                    {t.order}. {t.taskName}
                  </span>
                ) : (
                  <Link className="lesson-task__name" to={solveLink(lesson.id, t.id, { funbox: funbox ? 'true' : undefined, hackathon, app: appOf(t.taskType) })} reloadDocument={reloadsDocument(t.taskType)}>
                    {t.order}. {t.taskName}
                  </Link>
                )}
                {t.isOptional && <span className="lesson-task__optional">{T.task.optional}</span>}
                <StatusBadge status={t.solveStatus} />
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
