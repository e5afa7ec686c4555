import { useCallback, useEffect, useState } from 'react';
import { SolveStatus, T, type TaskAction, type TaskDto } from '@school/contracts';
import { apiErrorMessage } from '@school/api-client';
import { toast } from '@school/ui';
import { useTaskStatusMutation } from '../../lib/learning-api';

/** The outcome of one status call: the server's new status, or its refusal in words. */
export type StatusCallOutcome = { ok: true; status: SolveStatus } | { ok: false; message: string };

/**
 * The status shown on the task screen: the server's status of the task, updated by status calls
 * (the server's answer wins) and by the client-only states (quizIncorrect, retry). A failed call
 * clears the status shown (spec 4: "a failure clears the status"): `shown` is then null until the
 * next status arrives, while `status` keeps the last known one for the screen's rules.
 */
export function useTaskStatus(lessonId: number, task: TaskDto, studentId?: number) {
  const [sendStatus, { isLoading: busy }] = useTaskStatusMutation();
  const [status, setKnown] = useState<SolveStatus>(task.solveStatus);
  const [cleared, setCleared] = useState(false);

  const setStatus = useCallback((next: SolveStatus) => {
    setCleared(false);
    setKnown(next);
  }, []);
  const clear = useCallback(() => setCleared(true), []);

  useEffect(() => setStatus(task.solveStatus), [task, setStatus]);

  /** Sends a task action; a refusal clears the status shown and is returned with the server's words. */
  const callStatus = async (action: TaskAction): Promise<StatusCallOutcome> => {
    const res = await sendStatus({ lessonId, taskId: task.id, action, studentId });
    if ('error' in res) {
      clear();
      return { ok: false, message: apiErrorMessage(res.error) };
    }
    setStatus(res.data.solveStatus);
    return { ok: true, status: res.data.solveStatus };
  };

  /**
   * Sends a task action; the new status, or null (with a toast) when the server refused it.
   * `withReason`: the toast shows the server's message (a failed check says why).
   */
  const recordStatus = async (action: TaskAction, withReason = false): Promise<SolveStatus | null> => {
    const outcome = await callStatus(action);
    if (outcome.ok) return outcome.status;
    toast.error(withReason ? outcome.message : T.toast.error);
    return null;
  };

  return { status, shown: cleared ? null : status, setStatus, clear, callStatus, recordStatus, busy, sendStatus };
}
