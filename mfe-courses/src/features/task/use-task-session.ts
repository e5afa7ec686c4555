import { useEffect, useState } from 'react';
import { SolveStatus, TaskAction, type TaskDto, type WorkspaceResult } from '@school/contracts';
import { useAnswerAutosave } from './use-answer-autosave';
import { resultStep, shownResult } from './pass-policy';
import type { useTaskStatus } from './use-task-status';

interface SessionInput {
  lessonId: number;
  task: TaskDto;
  userId: number;
  taskStatus: ReturnType<typeof useTaskStatus>;
  refetchList(): unknown;
  /** Shows the result dialog (or the toast after the last task). */
  showResult(result: WorkspaceResult): void;
  /** False for staff: every task counts as solved for them, so opening or running one writes no status. */
  recordsOpen?: boolean;
}

/**
 * The student's session on a task (solve mode): Open on first view, answer autosave, Execute on
 * run, and the result of a try turned into a status call by the type's pass policy. A check the
 * server refuses leaves its message (`checkMessage`) on screen until the next run or check.
 */
export function useTaskSession({ lessonId, task, userId, taskStatus, refetchList, showResult, recordsOpen = true }: SessionInput) {
  const { setStatus, recordStatus, callStatus, sendStatus, clear } = taskStatus;
  const autosave = useAnswerAutosave(task.id, userId, true);
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  useEffect(() => setCheckMessage(null), [task]);

  // Opening a task records Open (Nothing -> Open); demo, edit and check make no status calls.
  useEffect(() => {
    if (!recordsOpen || task.solveStatus !== SolveStatus.Nothing) return;
    void sendStatus({ lessonId, taskId: task.id, action: TaskAction.Open }).then((res) => {
      if ('data' in res && res.data) setStatus(res.data.solveStatus);
      else clear();
    });
  }, [task, lessonId, sendStatus, setStatus, clear, recordsOpen]);

  const onResult = async (r: WorkspaceResult) => {
    setCheckMessage(null);
    const step = resultStep(task.taskType, r);
    if (step.kind === 'wrong') setStatus(SolveStatus.QuizIncorrect);
    else if (step.kind === 'recorded') setStatus(SolveStatus.Solved);
    else {
      // The server checks (or the teacher reviews) the saved answer: it must have the latest one first.
      try {
        await autosave.settle();
      } catch {
        return;
      }
      if (step.action === TaskAction.Autocheck) {
        const outcome = await callStatus(step.action);
        if (!outcome.ok) return setCheckMessage(outcome.message);
      } else if (!(await recordStatus(step.action))) return;
    }
    refetchList();
    showResult(shownResult(task.taskType, r));
  };

  const onRun = async () => {
    setCheckMessage(null);
    autosave.save();
    if (recordsOpen) await recordStatus(TaskAction.Execute);
  };

  return { autosave, onResult, onRun, checkMessage, retry: () => setStatus(SolveStatus.Open) };
}
