import type { ComponentType } from 'react';
import { TaskType, type WorkspaceProps } from '@school/contracts';
import QuizWorkspace from './QuizWorkspace';
import PlainTextWorkspace from './PlainTextWorkspace';
import TypingWorkspace from './TypingWorkspace';
import MatchQuizWorkspace from './MatchQuizWorkspace';
import FillQuizWorkspace from './FillQuizWorkspace';
import SortQuizWorkspace from './SortQuizWorkspace';
import TypingGameWorkspace from './TypingGameWorkspace';
import MediaWorkspace from './MediaWorkspace';

/** Workspaces served by the courses remote itself, rendered directly by the task screen. */
export const LOCAL_WORKSPACES: Partial<Record<TaskType, ComponentType<WorkspaceProps>>> = {
  [TaskType.Quiz]: QuizWorkspace,
  [TaskType.PlainText]: PlainTextWorkspace,
  [TaskType.Typing]: TypingWorkspace,
  [TaskType.TypingTrainer]: TypingWorkspace,
  [TaskType.MatchQuiz]: MatchQuizWorkspace,
  [TaskType.StickyMatchQuiz]: MatchQuizWorkspace,
  [TaskType.FillQuiz]: FillQuizWorkspace,
  [TaskType.SortQuiz]: SortQuizWorkspace,
  [TaskType.TypingGame]: TypingGameWorkspace,
  [TaskType.Video]: MediaWorkspace,
  [TaskType.Manga]: MediaWorkspace,
};
