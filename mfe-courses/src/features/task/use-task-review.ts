import { TaskAction } from '@school/contracts';
import { useGetProfileQuery } from '@school/api-client';
import { useNextInQueue } from '../../lib/review-queue/use-next-in-queue';
import type { useTaskStatus } from './use-task-status';

/**
 * The teacher's review of a student's task (check mode): the student's name and the verdict calls.
 * Opened from the review queue (queue=1), a like or dislike that the server accepted opens the next item.
 */
export function useTaskReview(studentId: number | undefined, taskStatus: ReturnType<typeof useTaskStatus>, refetchList: () => unknown, taskId: number) {
  const { data: student } = useGetProfileQuery(studentId ?? 0, { skip: !studentId });
  const openNext = useNextInQueue();
  const review = async (action: TaskAction) => {
    if (!(await taskStatus.recordStatus(action))) return;
    refetchList();
    if (studentId && (action === TaskAction.MarkCorrect || action === TaskAction.MarkWrong)) await openNext({ studentId, taskId });
  };
  return { student, review, busy: taskStatus.busy };
}
