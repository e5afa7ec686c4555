import { Link } from 'react-router-dom';
import { T, TExtraPages } from '@school/contracts';
import { useGetHackApplicationQuery } from '../../lib/funspace-api';
import { useGetHackCourseQuery, useGetHackGradesQuery } from './hack-info-api';
import { gradeLabel, hackCourseLinks } from './hack-info';

/** A student's grade in a hackathon and the hackathon's course materials. */
export function HackStudentInfo({ userId, hackId }: { userId: number; hackId: number }) {
  const { data: application } = useGetHackApplicationQuery({ userId, hackId });
  const { data: bands } = useGetHackGradesQuery({ userId, hackId });
  const { data: course } = useGetHackCourseQuery({ userId, hackId });
  const links = hackCourseLinks(course);
  return (
    <div className="fs-form" data-testid="hack-student-info">
      <span>
        {TExtraPages.hack.myGrade}:{' '}
        <strong data-testid="hack-grade">{application ? gradeLabel(application.grade, bands ?? []) : TExtraPages.hack.gradeNone}</strong>
      </span>
      <span>{TExtraPages.hack.course}:</span>
      {links ? (
        <span className="fs-row" data-testid="hack-course">
          <strong>{links.title}</strong>
          <Link to={links.tasks}>{T.nav.tasks}</Link>
          <Link to={links.theory}>{T.nav.theory}</Link>
        </span>
      ) : (
        <span className="fs-note">{TExtraPages.hack.courseEmpty}</span>
      )}
    </div>
  );
}
