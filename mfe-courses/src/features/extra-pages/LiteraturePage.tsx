import { TExtraPages, type LessonWithTasksDto } from '@school/contracts';
import { Spinner } from '@school/ui';
import { useGetCourseLessonsQuery } from '../../lib/learning-api';
import { useActiveCourse } from '../../lib/use-active-course';
import { useGetLessonLiteratureQuery } from './extra-pages-api';
import { literatureKind, literatureOf } from './extra-pages';

function LessonLiterature({ lesson }: { lesson: LessonWithTasksDto }) {
  const { data } = useGetLessonLiteratureQuery(lesson.id);
  const items = literatureOf(data ?? []);
  if (items.length === 0) return null;
  return (
    <div className="ui-card" data-testid="literature-lesson">
      <h2>{TExtraPages.literature.lesson(lesson.order, lesson.title)}</h2>
      <ul className="extra-page__list">
        {items.map((r) => (
          <li key={r.id}>
            <a href={r.url} target="_blank" rel="noreferrer">
              {r.name}
            </a>
            <span className="extra-page__muted">{literatureKind(r)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /literature: the lesson literature of the active course, from the lessons' resources. */
export function LiteraturePage() {
  const { courseId, title, loading } = useActiveCourse();
  const { data: lessons } = useGetCourseLessonsQuery({ courseId: courseId ?? 0 }, { skip: !courseId });
  if (loading || !courseId || !lessons) return <Spinner />;
  return (
    <section className="extra-page" data-testid="literature-page">
      <h1>
        {TExtraPages.literature.title}
        {title ? `: ${title}` : ''}
      </h1>
      <p>{TExtraPages.literature.intro}</p>
      {lessons.length === 0 && <p className="extra-page__muted">{TExtraPages.literature.empty}</p>}
      {lessons.map((l) => (
        <LessonLiterature key={l.id} lesson={l} />
      ))}
    </section>
  );
}
