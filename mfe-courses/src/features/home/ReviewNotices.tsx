import { Link } from 'react-router-dom';
import { ReviewOutcome, TTeacher } from '@school/contracts';
import { appOf, reloadsDocument, solveLink } from '../../lib/task-links';
import { useGetReviewNoticesQuery } from '../../lib/review-api';

const R = TTeacher.review;

/** The student's tasks the teacher checked since the student last opened them; each links to its task. */
export function ReviewNotices() {
  const { data: notices } = useGetReviewNoticesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!notices?.length) return null;
  return (
    <section className="home-notices" aria-label={R.noticesTitle} data-testid="review-notices">
      <h2>{R.noticesTitle}</h2>
      <ul>
        {notices.map((n) => (
          <li key={n.taskId} className={`home-notice home-notice--${n.outcome}`}>
            <Link to={solveLink(n.lessonId, n.taskId, { app: appOf(n.taskType) })} reloadDocument={reloadsDocument(n.taskType)}>{R.notice(n.taskName)}</Link>
            <span className="home-notice__outcome">{n.outcome === ReviewOutcome.Accepted ? R.noticeAccepted : R.noticeRejected}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
