import { useEffect } from 'react';
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
  /** False for staff: every task counts as solved for them, so opening one writes no status. */
  recordsOpen?: boolean;
}

/**
 * The student's session on a task (solve mode): Open on first view, answer autosave, Execute on
 * run, and the result of a try turned into a status call by the type's pass policy.
 */
export function useTaskSession({ lessonId, task, userId, taskStatus, refetchList, showResult, recordsOpen = true }: SessionInput) {
  const { setStatus, recordStatus, sendStatus } = taskStatus;
  const autosave = useAnswerAutosave(task.id, userId, true);

  // Opening a task records Open (Nothing -> Open); demo, edit and check make no status calls.
  useEffect(() => {
    if (!recordsOpen || task.solveStatus !== SolveStatus.Nothing) return;
    void sendStatus({ lessonId, taskId: task.id, action: TaskAction.Open }).then((res) => {
      if ('data' in res && res.data) setStatus(res.data.solveStatus);
    });
  }, [task, lessonId, sendStatus, setStatus, recordsOpen]);

  const onResult = async (r: WorkspaceResult) => {
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
      if (!(await recordStatus(step.action, step.action === TaskAction.Autocheck))) return;
    }
    refetchList();
    showResult(shownResult(task.taskType, r));
  };

  const onRun = async () => {
    autosave.save();
    await recordStatus(TaskAction.Execute);
  };

  return { autosave, onResult, onRun, retry: () => setStatus(SolveStatus.Open) };
}
