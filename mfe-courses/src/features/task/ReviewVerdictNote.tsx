import { useEffect } from 'react';
import { ReviewOutcome, TTeacher, type SolveStatus } from '@school/contracts';
import { useGetTaskReviewQuery, useMarkReviewSeenMutation } from '../../lib/review-api';
import './review.css';

const R = TTeacher.review;

interface Props {
  taskId: number;
  /** The status on screen: a new status asks again (a verdict belongs to the status it gave). */
  status: SolveStatus;
  /** The teacher's view of a student; the student's own view marks the verdict seen. */
  studentId?: number;
}

/** The teacher's verdict on the task with the comment and the rubric level. */
export function ReviewVerdictNote({ taskId, status, studentId }: Props) {
  const { data: review, refetch } = useGetTaskReviewQuery({ taskId, studentId });
  const [markSeen] = useMarkReviewSeenMutation();
  useEffect(() => {
    void refetch();
  }, [status, refetch]);
  // The student has now read it: the home page's notice goes.
  useEffect(() => {
    if (!studentId && review && !review.seen) void markSeen(taskId);
  }, [review, studentId, taskId, markSeen]);
  if (!review) return null;
  const accepted = review.outcome === ReviewOutcome.Accepted;
  return (
    <section className={`review-note review-note--${review.outcome}`} role="status" data-testid="review-note">
      <strong>{accepted ? R.accepted : R.rejected}</strong>
      {review.level && <span>{R.levelShown(review.level)}</span>}
      {review.comment && <p className="review-note__comment" data-testid="review-note-comment">{review.comment}</p>}
      <span className="review-note__meta">
        {review.reviewerTitle && R.by(review.reviewerTitle)} · {new Date(review.reviewedAt).toLocaleString('ru-RU')}
      </span>
    </section>
  );
}
