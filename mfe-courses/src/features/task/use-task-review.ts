import type { TaskAction } from '@school/contracts';
import { useGetProfileQuery } from '@school/api-client';
import type { useTaskStatus } from './use-task-status';

/** The teacher's review of a student's task (check mode): the student's name and the verdict calls. */
export function useTaskReview(studentId: number | undefined, taskStatus: ReturnType<typeof useTaskStatus>, refetchList: () => unknown) {
  const { data: student } = useGetProfileQuery(studentId ?? 0, { skip: !studentId });
  const review = async (action: TaskAction) => {
    if (await taskStatus.recordStatus(action)) refetchList();
  };
  return { student, review, busy: taskStatus.busy };
}
