import { ReviewVerdict, WindowId, rubricLevels, type SolveStatus, type TaskDto } from '@school/contracts';
import { apiErrorMessage, useGetProfileQuery } from '@school/api-client';
import { toast } from '@school/ui';
import { useNextInQueue } from '../../lib/review-queue/use-next-in-queue';
import type { ReviewWords } from './CheckPanel';
import { useReviewTaskMutation } from '../../lib/review-api';

/**
 * The teacher's review of a student's task (check mode): the student's name, the task's rubric and
 * the verdict with words. Opened from the review queue (queue=1), a like or dislike that the server
 * accepted opens the next item.
 */
export function useTaskReview(studentId: number | undefined, setStatus: (status: SolveStatus) => void, refetchList: () => unknown, task: TaskDto) {
  const { data: student } = useGetProfileQuery(studentId ?? 0, { skip: !studentId });
  const [send, { isLoading: busy }] = useReviewTaskMutation();
  const openNext = useNextInQueue();
  const levels = rubricLevels(task.taskText.find((w) => w.windowId === WindowId.frontendConfig)?.text);
  const review = async (verdict: ReviewVerdict, words: ReviewWords = { comment: '' }) => {
    if (!studentId) return;
    const res = await send({ taskId: task.id, body: { studentId, verdict, ...(verdict === ReviewVerdict.Cancel ? {} : words) } });
    if ('error' in res) return void toast.error(apiErrorMessage(res.error));
    setStatus(res.data.solveStatus as SolveStatus);
    refetchList();
    if (verdict !== ReviewVerdict.Cancel) await openNext({ studentId, taskId: task.id });
  };
  return { student, review, busy, levels };
}

