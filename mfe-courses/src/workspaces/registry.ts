import type { ComponentType } from 'react';
import type { WorkspaceProps } from '@school/contracts';
import QuizWorkspace from './QuizWorkspace';
import PlainTextWorkspace from './PlainTextWorkspace';
import TypingWorkspace from './TypingWorkspace';
import MatchQuizWorkspace from './MatchQuizWorkspace';
import FillQuizWorkspace from './FillQuizWorkspace';
import SortQuizWorkspace from './SortQuizWorkspace';
import TypingGameWorkspace from './TypingGameWorkspace';
import MediaWorkspace from './MediaWorkspace';
import CodeEditorWorkspace from './CodeEditorWorkspace';
import FilesWorkspace from './FilesWorkspace';

/** The exposed workspace modules of this remote, by their manifest module name. */
export const LOCAL_MODULES: Record<string, ComponentType<WorkspaceProps>> = {
  './QuizWorkspace': QuizWorkspace,
  './PlainTextWorkspace': PlainTextWorkspace,
  './TypingWorkspace': TypingWorkspace,
  './MatchQuizWorkspace': MatchQuizWorkspace,
  './FillQuizWorkspace': FillQuizWorkspace,
  './SortQuizWorkspace': SortQuizWorkspace,
  './TypingGameWorkspace': TypingGameWorkspace,
  './MediaWorkspace': MediaWorkspace,
  './CodeEditorWorkspace': CodeEditorWorkspace,
  './FilesWorkspace': FilesWorkspace,
};
