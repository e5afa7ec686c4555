import { Link } from 'react-router-dom';
import { GROUP_PROGRESS_ROUTE, TTeacher, reviewItemCheckUrl } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { Spinner } from '@school/ui';
import { useGetReviewQueueQuery } from '../../lib/review-queue/review-queue-api';
import './review-queue.css';

const L = TTeacher.queue;

/** /teacher/review: every task in ManualCheck across the teacher's groups, oldest first; opening one goes to /check in queue mode. */
export default function ReviewQueuePage() {
  const { data, error, isLoading } = useGetReviewQueueQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 10_000 });
  if (isLoading) return <Spinner />;
  if (error || !data) return <p className="review-queue__error" role="alert">{apiErrorMessage(error)}</p>;
  const now = Date.now();
  return (
    <section className="review-queue">
      <h1>{L.title}</h1>
      {data.length === 0 ? (
        <p>{L.empty}</p>
      ) : (
        <table className="review-queue__table" data-testid="review-queue">
          <thead>
            <tr>
              <th scope="col">{L.student}</th>
              <th scope="col">{L.task}</th>
              <th scope="col">{L.group}</th>
              <th scope="col">{L.waiting}</th>
              <th scope="col" aria-label={L.open} />
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={`${item.studentId}:${item.taskId}`} data-testid="review-item">
                <td>{item.studentTitle}</td>
                <td>
                  {item.lessonTitle}: {item.taskName}
                </td>
                <td>
                  <Link to={`${GROUP_PROGRESS_ROUTE}?groupId=${item.groupId}&lessonId=${item.lessonId}`}>{item.groupTitle}</Link>
                </td>
                <td>{L.waitingFor(Math.max(0, Math.floor((now - Date.parse(item.since)) / 60000)))}</td>
                <td>
                  <Link className="review-queue__open" to={reviewItemCheckUrl(item)}>
                    {L.open}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
