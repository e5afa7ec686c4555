import { useEffect, useState } from 'react';
import { SolveStatus, T, type TaskAction, type TaskDto } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { toast } from '@school/ui';
import { useTaskStatusMutation } from '../../lib/learning-api';

/**
 * The status shown on the task screen: the server's status of the task, updated by status calls
 * (the server's answer wins) and by the client-only states (quizIncorrect, retry).
 */
export function useTaskStatus(lessonId: number, task: TaskDto, studentId?: number) {
  const [sendStatus, { isLoading: busy }] = useTaskStatusMutation();
  const [status, setStatus] = useState<SolveStatus>(task.solveStatus);

  useEffect(() => setStatus(task.solveStatus), [task]);

  /**
   * Sends a task action; the new status, or null (with a toast) when the server refused it.
   * `withReason`: the toast shows the server's message (a failed check says why).
   */
  const recordStatus = async (action: TaskAction, withReason = false): Promise<SolveStatus | null> => {
    const res = await sendStatus({ lessonId, taskId: task.id, action, studentId });
    if ('error' in res) {
      toast.error(withReason ? apiErrorMessage(res.error) : T.toast.error);
      return null;
    }
    setStatus(res.data.solveStatus);
    return res.data.solveStatus;
  };

  return { status, setStatus, recordStatus, busy, sendStatus };
}
