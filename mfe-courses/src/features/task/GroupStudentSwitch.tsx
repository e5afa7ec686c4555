import { Link } from 'react-router-dom';
import { TLearn } from '@school/contracts';
import { Button } from '@school/ui';
import { useGetGroupStudentsQuery } from '../../lib/learning-api';

const L = TLearn.groupCheck;

/** /check with groupId: the previous and next student of the group on the same task, and the way back to the grid. */
export function GroupStudentSwitch({
  groupId,
  lessonId,
  studentId,
  onSwitch,
}: {
  groupId: number;
  lessonId: number;
  studentId: number;
  onSwitch(studentId: number): void;
}) {
  const { data: students } = useGetGroupStudentsQuery({ groupId, lessonId });
  if (!students || students.length === 0) return null;
  const at = students.findIndex((s) => s.id === studentId);
  const prev = at > 0 ? students[at - 1] : null;
  const next = at >= 0 && at < students.length - 1 ? students[at + 1] : null;
  return (
    <nav className="group-switch" aria-label={L.student}>
      <Link className="ui-btn ui-btn--secondary group-switch__back" to={`/check?groupId=${groupId}&lessonId=${lessonId}`}>
        ▦ {L.backToGroup}
      </Link>
      <Button variant="ghost" disabled={!prev} aria-label={L.prevStudent} title={prev?.title ?? L.prevStudent} onClick={() => prev && onSwitch(prev.id)}>
        ‹
      </Button>
      {at >= 0 && <span className="group-switch__count">{L.studentOf(at + 1, students.length)}</span>}
      <Button variant="ghost" disabled={!next} aria-label={L.nextStudent} title={next?.title ?? L.nextStudent} onClick={() => next && onSwitch(next.id)}>
        ›
      </Button>
    </nav>
  );
}
