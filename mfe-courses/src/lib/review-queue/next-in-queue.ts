import { REVIEW_QUEUE_ROUTE, reviewItemCheckUrl, type ReviewItemDto } from '@school/contracts';

/**
 * Where the check screen goes after a mark in queue mode (?queue=1): the oldest item still waiting,
 * other than the one just marked; the queue page when none is left.
 */
export function nextInQueue(items: ReviewItemDto[], marked: { studentId: number; taskId: number }): string {
  const next = items.find((i) => !(i.studentId === marked.studentId && i.taskId === marked.taskId));
  return next ? reviewItemCheckUrl(next) : REVIEW_QUEUE_ROUTE;
}
