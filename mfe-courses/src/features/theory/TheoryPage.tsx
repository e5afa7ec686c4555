import { useState } from 'react';
import { T } from '@school/contracts';
import { loadRemoteModule } from '@school/api-client';
import { RichText, Spinner } from '@school/ui';
import { useGetCourseLessonsQuery, useGetTheoryQuery } from '../../lib/learning-api';
import { useActiveCourse } from '../../lib/use-active-course';
import './theory.css';

/** /theory: the theory of each lesson of the active course. */
export default function TheoryPage() {
  const { courseId, title, loading } = useActiveCourse();
  const { data: lessons } = useGetCourseLessonsQuery({ courseId: courseId ?? 0 }, { skip: !courseId });
  const [chosen, setChosen] = useState<number | null>(null);
  const lessonId = chosen ?? lessons?.[0]?.id ?? null;
  const { data: theory, isFetching } = useGetTheoryQuery(lessonId ?? 0, { skip: !lessonId });
  if (loading || !courseId || !lessons) return <Spinner />;
  return (
    <section className="theory">
      <h1>
        {T.nav.theory}
        {title ? `: ${title}` : ''}
      </h1>
      <div className="theory__body">
        <nav className="theory__lessons">
          {lessons.map((l) => (
            <button key={l.id} className={l.id === lessonId ? 'is-active' : ''} onClick={() => setChosen(l.id)}>
              {l.order}. {l.title}
            </button>
          ))}
        </nav>
        <article className="theory__text ui-card">
          {isFetching && <Spinner />}
          {!isFetching && theory && (theory.text ? <RichText className="theory__markdown" content={theory.text} load={loadRemoteModule} /> : <p>{T.task.noTheory}</p>)}
          {theory?.resources.map((r) => (
            <p key={r.id}>
              <a href={r.url} target="_blank" rel="noreferrer">
                {r.name}
              </a>
            </p>
          ))}
        </article>
      </div>
    </section>
  );
}
