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
  /**
   * A run finished (code workspaces): its console output or error, with the student's line, for
   * the AI tutor. Optional: a host that has no tutor leaves it out (added in 2.1.0).
   */
  onRunOutput?(output: string): void;
}

/**
 * The version of this contract (semver). A remote states the version it was built on in the
 * remote manifest, and defineWorkspace stamps it on each workspace; the shell refuses a remote
 * or module of another major version with a message instead of rendering it with wrong props.
 * Bump the major on any change of WorkspaceProps that an older workspace or host cannot handle.
 */
export const WORKSPACE_CONTRACT_VERSION = '2.1.0';

/** The major part of a contract version ("2.0.0" -> 2); NaN for a malformed version. */
export function contractMajor(version: string): number {
  const m = /^(\d+)\.\d+\.\d+$/.exec(version);
  return m ? Number(m[1]) : Number.NaN;
}

/** True when a module built on `version` works with this build's contract. */
export function isContractCompatible(version: string | undefined): boolean {
  return version !== undefined && contractMajor(version) === contractMajor(WORKSPACE_CONTRACT_VERSION);
}

/** A workspace component: what every task-type module exposes as its default export. */
export type WorkspaceComponent = (props: WorkspaceProps) => unknown;

/** A workspace stamped by defineWorkspace with the contract version it was built on. */
export type DefinedWorkspace<C extends WorkspaceComponent> = C & { readonly workspaceContract: string };

/**
 * Declares a task-type workspace: `export default defineWorkspace(QuizWorkspace)`. The compiler
 * checks that the component accepts WorkspaceProps (a subset is fine; an extra required prop is
 * an error), and the component carries the contract version for the shell's run-time check.
 */
export function defineWorkspace<C extends WorkspaceComponent>(component: C): DefinedWorkspace<C> {
  return Object.assign(component, { workspaceContract: WORKSPACE_CONTRACT_VERSION });
}

/** The shape of a module exposed for a task type. */
export interface WorkspaceModule {
  default: WorkspaceComponent & { readonly workspaceContract?: string };
}

export type { TaskType };
