import { PROGRESS_BAR_SEGMENTS, T, type EnrolmentDto } from '@school/contracts';
import { progressSegments, slotLabel } from '../../lib/schedule';

export function CourseCard({ enrolment, onOpen }: { enrolment: EnrolmentDto; onOpen(): void }) {
  const { course } = enrolment;
  const notStarted = enrolment.startsAt !== null && Date.parse(enrolment.startsAt) > Date.now();
  const filled = progressSegments(course.lessonPassed, course.lessonCount, PROGRESS_BAR_SEGMENTS);
  return (
    <article className="course-card ui-card" data-testid="course-card">
      <button className="course-card__open" onClick={onOpen} aria-label={course.title} />
      <header className="course-card__head">
        {course.logoUrl ? <img src={course.logoUrl} alt="" width={48} height={48} /> : <span className="course-card__logo" />}
        <h2>{course.title}</h2>
      </header>
      {notStarted ? (
        <p className="course-card__not-started">{T.courseNotStarted}</p>
      ) : (
        <div className="course-card__progress">
          {/* Drawn only: the same progress is written beside it (an aria-label needs a role on a div). */}
          <div className="progress-bar" aria-hidden>
            {Array.from({ length: PROGRESS_BAR_SEGMENTS }, (_, i) => (
              <span key={i} className={i < filled ? 'is-filled' : ''} />
            ))}
          </div>
          <span>{T.home.lessonsProgress(course.lessonPassed, course.lessonCount)}</span>
        </div>
      )}
      <div className="course-card__schedule">
        {enrolment.schedules.map((s) => (
          <span key={s.id} className="badge">
            {slotLabel(s)}
          </span>
        ))}
      </div>
      <footer className="course-card__teacher">
        {T.home.teacher}: {enrolment.teacher.displayName}
      </footer>
    </article>
  );
}
