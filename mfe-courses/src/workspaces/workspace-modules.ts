import { TaskType } from '@school/contracts';

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
