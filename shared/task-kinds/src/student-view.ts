import { WindowId } from '@school/contracts';
import { STUDENT_HIDDEN_WINDOWS, taskKind } from './registry';

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
 * What a viewer may receive of a task: for a student a copy without the windows the kinds declare
 * hidden (the solution, the checks),
 * quiz `isCorrect` and any quiz-kind answer key; for staff the task unchanged.
 */
export function studentTaskView<T extends ViewableTask>(task: T, viewer: Viewer): T {
  if (viewer.staff) return task;
  const kind = taskKind(task.taskType);
  const taskText = task.taskText
    // A kind the school does not know has unknown secrets: its student gets the description only.
    .filter((w) => (kind ? !(STUDENT_HIDDEN_WINDOWS as readonly number[]).includes(w.windowId) : w.windowId === WindowId.description))
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
