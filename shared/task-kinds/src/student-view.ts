import { WindowId } from '@school/contracts';
import { taskKind } from './registry';

/** Windows a student never receives: the checks (3, 7, 8) and the solution (17). */
export const STUDENT_HIDDEN_WINDOWS: readonly WindowId[] = [WindowId.pythonCheck, WindowId.jsCheck, WindowId.frontendCheck, WindowId.solution];

export interface ViewableTask {
  taskType: string;
  taskText: readonly { windowId: number; text: string }[];
  quiz: { question: string; answers: readonly { isCorrect?: boolean }[] } | null;
}

export interface Viewer {
  /** Teachers and course authors receive everything. */
  staff: boolean;
  /** Seeds the order of shuffled items (a student sees the same order on every load). */
  seed: number;
}

/**
 * What a viewer may receive of a task: for a student a copy without the solution, the checks,
 * quiz `isCorrect` and any quiz-kind answer key; for staff the task unchanged.
 */
export function studentTaskView<T extends ViewableTask>(task: T, viewer: Viewer): T {
  if (viewer.staff) return task;
  const kind = taskKind(task.taskType);
  const taskText = task.taskText
    .filter((w) => !STUDENT_HIDDEN_WINDOWS.includes(w.windowId as WindowId))
    .map((w) => (kind?.studentWindow ? { ...w, text: kind.studentWindow(w.windowId, w.text, viewer.seed) } : w));
  const quiz = task.quiz && {
    ...task.quiz,
    answers: task.quiz.answers.map((a) => {
      const { isCorrect: _key, ...rest } = a;
      return rest;
    }),
  };
  return { ...task, taskText, quiz };
}
