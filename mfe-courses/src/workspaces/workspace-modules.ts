import { TaskType, type TaskTypeModule } from '@school/contracts';

/** This remote's name in the remote manifest (webpack.config.js `name`). */
export const COURSES_REMOTE = 'courses';

/**
 * The task types this remote serves and the exposed module of each, as the remote manifest's
 * task-type map lists them (checked by workspace-modules.test.ts).
 */
export const LOCAL_TASK_TYPE_MODULES: Partial<Record<TaskType, string>> = {
  [TaskType.Quiz]: './QuizWorkspace',
  [TaskType.PlainText]: './PlainTextWorkspace',
  [TaskType.Typing]: './TypingWorkspace',
  [TaskType.TypingTrainer]: './TypingWorkspace',
  [TaskType.MatchQuiz]: './MatchQuizWorkspace',
  [TaskType.StickyMatchQuiz]: './MatchQuizWorkspace',
  [TaskType.FillQuiz]: './FillQuizWorkspace',
  [TaskType.SortQuiz]: './SortQuizWorkspace',
  [TaskType.TypingGame]: './TypingGameWorkspace',
  [TaskType.Video]: './MediaWorkspace',
  [TaskType.Manga]: './MediaWorkspace',
};

/**
 * Which of this remote's modules renders a task type. The manifest's entry decides: another
 * remote's entry (or none, null) leaves it to the shell's loader; standalone (undefined, no
 * shell) this remote's own table stands in for the manifest.
 */
export function localModuleFor(taskType: string, entry: TaskTypeModule | null | undefined): string | undefined {
  if (entry === undefined) return LOCAL_TASK_TYPE_MODULES[taskType as TaskType];
  return entry?.remote === COURSES_REMOTE ? entry.module : undefined;
}
