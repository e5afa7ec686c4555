import type { SolveStatus, TaskType } from './enums';
import type { TaskDto, TaskTextWindowDto } from './dto/courses';

/** How a task screen is opened. */
export type WorkspaceMode = 'solve' | 'demo' | 'edit' | 'check';

/** One answer item: the text of one window. */
export interface AnswerItem {
  windowId: number;
  answerText: string;
}

export interface TypingStats {
  wpm: number;
  accuracy: number;
}

/** What a workspace reports when the student finishes a try. */
export type WorkspaceResult =
  | { kind: 'solved' }
  | { kind: 'sentToReview' }
  | { kind: 'wrong'; message?: string }
  | { kind: 'typing'; stats: TypingStats };

/**
 * The task workspace contract: every task-type module exposed by a remote is a React component
 * taking these props. A team shipping a task type implements this and adds one manifest entry.
 */
export interface WorkspaceProps {
  task: TaskDto;
  /** The answer saved on the server, if any. */
  savedAnswer: AnswerItem[];
  solveStatus: SolveStatus;
  mode: WorkspaceMode;
  /** True when the task may not be edited (manualCheck, solved, quizIncorrect, or not solve mode). */
  locked: boolean;
  /** The answer changed: the host marks unsaved changes and autosaves in solve mode. */
  onAnswerChange(answer: AnswerItem[]): void;
  /** The task itself changed (edit mode only): description, solution, check, config. */
  onTaskChange(taskText: TaskTextWindowDto[]): void;
  /** The student pressed run; the host logs Execute and saves first in solve mode. */
  onRun(): Promise<void>;
  /** The try finished with a result; the host records statuses and shows the dialog. */
  onResult(result: WorkspaceResult): void;
}

/** The shape of a module exposed for a task type. */
export interface WorkspaceModule {
  default: (props: WorkspaceProps) => unknown;
}

export type { TaskType };
